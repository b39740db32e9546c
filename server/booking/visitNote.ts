import { visitTime } from '../../src/text/visitTime'

/**
 * The note a lead's timeline keeps when its visit is booked or moved: the visit's name and its
 * time in the one format every place that shows a visit uses (weekday, month, day, 12-hour time,
 * the clinic's zone named, as the booking e-mails write it), so the lead page reads as the Calendar
 * and the owner's e-mail do, never as an ISO instant. In English, the workspace's language.
 */
export function visitNote(appointmentName: string, start: Date | number, zone: string, o: { moved?: boolean } = {}): string {
  const when = visitTime(new Date(start), zone, 'en', true, '')
  return `${appointmentName}, ${o.moved ? 'moved to ' : ''}${when}`
}
