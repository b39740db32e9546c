import type { Service } from '../../src/schemas/services'
import { visitDay, visitTime } from '../../src/text/visitTime'
import type { BookingRow } from '../db/bookingsRepo'
import type { Queryable } from '../db/db'
import type { Partner } from '../db/Partner'
import { hoursOf } from '../hours/hoursOf'
import { appointmentFor, clinicSlots, todayIn } from './availability'
import { isoWithOffset } from './isoWithOffset'

/** How many days of free starts the manage page offers to move to, and at most how many starts. */
const DAYS = 7
const MAX = 200

/**
 * The free starts a booked visit may move to (its service's, the clinic's next week), each with
 * the time as its owner reads it (`visitTime`, in the language they booked in), so the manage page
 * shows them exactly as the e-mails do. None for a cancelled visit.
 */
export async function moveOptions(
  q: Queryable,
  b: BookingRow,
  p: Partner,
  now: Date,
): Promise<Array<{ start: string; when: string; day: string }>> {
  const type = b.status === 'booked' ? appointmentFor(p, b.service as Service) : undefined
  if (!type) return []
  const zone = hoursOf(p).timeZone
  const lang = b.lang === 'es' ? 'es' : 'en'
  const free = await clinicSlots(q, p, type, todayIn(zone, now), DAYS, now)
  // `day` apart too, so the page groups the starts by day.
  return free.slice(0, MAX).map((s) => ({
    start: isoWithOffset(s.start, zone),
    when: visitTime(new Date(s.start), zone, lang, true, ''),
    day: visitDay(new Date(s.start), zone, lang),
  }))
}
