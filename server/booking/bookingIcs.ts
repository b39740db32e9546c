import ical, { ICalEventStatus } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { isoWithOffset } from './isoWithOffset'

/** One visit as a calendar event. */
export interface VisitEvent {
  id: string
  start: Date
  end: Date
  /** The clinic's IANA zone: the event's times are written in it (DTSTART;TZID=...). */
  timeZone: string
  summary: string
  description: string
  location: string
  cancelled?: boolean
}

/**
 * The VTIMEZONE block of `zone` (its standard and daylight rules), which RFC 5545 requires beside
 * every TZID a file uses: a calendar that does not look the name up (ical.js, Outlook) otherwise
 * reads the visit as a floating time in the reader's own zone. Null for a zone the library does not
 * know: the event keeps its TZID, as before.
 */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone)
  return Array.isArray(block) ? block[0]! : null
}

/**
 * A calendar of visits (an e-mail's invitation, or a clinic's private feed), built with
 * ical-generator. Times are the clinic's wall-clock times tagged with its zone, whose rules the
 * file carries, so a calendar in another zone shows the right instant and the clinic's own shows its local time.
 */
export function bookingIcs(name: string, events: VisitEvent[], stamp: Date): string {
  const cal = ical({
    name,
    prodId: { company: 'PetLead', product: 'booking', language: 'EN' },
    timezone: { name: null, generator: vtimezone },
  })
  for (const e of events) {
    cal.createEvent({
      id: `${e.id}@petlead`,
      start: isoWithOffset(e.start.getTime(), e.timeZone).slice(0, 19),
      end: isoWithOffset(e.end.getTime(), e.timeZone).slice(0, 19),
      timezone: e.timeZone,
      stamp,
      summary: e.summary,
      description: e.description,
      location: e.location,
      ...(e.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
    })
  }
  return cal.toString()
}
