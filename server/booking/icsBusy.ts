import nodeIcal, { type VEvent } from 'node-ical'
import { instantAt } from '../hours/zonedTime'
import type { Busy } from './slots'

const DAY = 86_400_000

/** A date-only value (an all-day event's day) as the instant its day starts in `zone`. */
function dayStart(d: Date, zone: string): number {
  return instantAt(d.getFullYear(), d.getMonth() + 1, d.getDate(), 0, 0, zone)
}

/**
 * The busy time a clinic's own calendar (an .ics export of Google Calendar or Outlook) holds in
 * [from, to), as blocks that take every seat: single events, recurring ones expanded (RRULE,
 * EXDATE and moved instances, through node-ical and rrule), all-day events as the clinic's whole
 * local day. Events marked free (TRANSP:TRANSPARENT) or cancelled block nothing.
 */
export function icsBusy(ics: string, from: number, to: number, zone: string): Busy[] {
  const out: Busy[] = []
  for (const item of Object.values(nodeIcal.sync.parseICS(ics))) {
    if (item?.type !== 'VEVENT') continue
    const e = item as VEvent
    if (e.transparency === 'TRANSPARENT' || e.status === 'CANCELLED' || e.recurrenceid) continue
    for (const i of nodeIcal.expandRecurringEvent(e, { from: new Date(from - DAY), to: new Date(to + DAY), expandOngoing: true })) {
      const start = i.isFullDay ? dayStart(i.start, zone) : i.start.getTime()
      const end = i.isFullDay ? dayStart(new Date(i.end.getTime() - 1), zone) + DAY : i.end.getTime()
      if (end > from && start < to) out.push({ start, end: Math.max(end, start + 1), seat: null })
    }
  }
  return out.sort((a, b) => a.start - b.start)
}
