import type { AppointmentType } from '../../src/schemas/booking'
import type { Service } from '../../src/schemas/services'
import type { Queryable } from '../db/db'
import { bookingsRepo } from '../db/bookingsRepo'
import { clinicCalendarsRepo } from '../db/clinicCalendarsRepo'
import type { Partner } from '../db/Partner'
import { hoursOf } from '../hours/hoursOf'
import { instantAt, localTimeAt } from '../hours/zonedTime'
import { cellsOf } from '../db/seatCells'
import { slots, type Slot } from './slots'

const MIN = 60_000

/** The appointment type a clinic books for `service`; undefined when it takes no booking for it. */
export function appointmentFor(p: Partner, service: Service): AppointmentType | undefined {
  return p.booking?.appointmentTypes.find((t) => t.services.includes(service))
}

/** Today's date (YYYY-MM-DD) in `zone` at `now`. */
export function todayIn(zone: string, now: Date): string {
  const t = localTimeAt(now.getTime(), zone)
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`
}

/** Local midnight of `day` (YYYY-MM-DD) plus `plus` days, in `zone`. */
export function midnightOf(day: string, zone: string, plus = 0): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return instantAt(y, m, d + plus, 0, 0, zone)
}

/** The cells a visit of `type` starting at `start` takes on its seat: its length plus the clinic's buffer. */
export function cellsFor(p: Partner, type: AppointmentType, start: number): number[] {
  return cellsOf(start, start + (type.durationMinutes + (p.booking?.bufferMinutes ?? 0)) * MIN)
}

/**
 * The bookable starts of `type` at clinic `p` for `days` local days from `day`, given the seats
 * taken now and the busy time of its own calendar (`withBusy` false: as if every seat were free,
 * to check that a start is one the clinic offers at all; whether its seat is free is the
 * database's to say).
 */
export async function clinicSlots(
  q: Queryable,
  p: Partner,
  type: AppointmentType,
  day: string,
  days: number,
  now: Date,
  withBusy = true,
): Promise<Slot[]> {
  const hours = hoursOf(p)
  const b = p.booking!
  const from = midnightOf(day, hours.timeZone)
  const to = midnightOf(day, hours.timeZone, days)
  const held = (type.durationMinutes + b.bufferMinutes) * MIN
  // The clinic's own calendar always counts (a start it blocks is not offered, so it cannot be
  // held either); the seats taken only when asked for.
  const busy = [
    ...(await clinicCalendarsRepo.busy(q, p.id, new Date(from), new Date(to + held))),
    ...(withBusy ? await bookingsRepo.busy(q, p.id, new Date(from), new Date(to + held), now) : []),
  ]
  return slots({
    hours,
    durationMinutes: type.durationMinutes,
    bufferMinutes: b.bufferMinutes,
    capacity: b.capacity,
    noticeMinutes: b.noticeMinutes,
    windowDays: b.windowDays,
    now: now.getTime(),
    from,
    to,
    busy,
  })
}

/** Whether `start` is a start the clinic offers for `type` (hours, grid, notice, window, its own calendar), seats aside. */
export async function isOfferedStart(q: Queryable, p: Partner, type: AppointmentType, start: number, now: Date): Promise<boolean> {
  const day = todayIn(hoursOf(p).timeZone, new Date(start))
  return (await clinicSlots(q, p, type, day, 1, now, false)).some((s) => s.start === start)
}
