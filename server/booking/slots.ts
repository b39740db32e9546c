import type { OpeningHours } from '../../src/schemas/openingHours'
import { openIntervals } from '../hours/openIntervals'
import { CELL_MS, cellsOf } from '../db/seatCells'
import type { Busy } from '../db/seatCells'

export type { Busy }

const MIN = 60_000
const DAY = 86_400_000

/** What one look-up of bookable starts needs; every instant in ms since the epoch. */
export interface SlotQuery {
  hours: OpeningHours
  durationMinutes: number
  /** Kept free after each visit on its seat. */
  bufferMinutes: number
  /** Visits the clinic runs at once (its seats, numbered 1..capacity). */
  capacity: number
  /** A start must lie at least this far after `now`. */
  noticeMinutes: number
  /** A start must lie less than this many days after `now`. */
  windowDays: number
  now: number
  /** The first and the last+1 instant of the days asked for (local midnights). */
  from: number
  to: number
  busy: readonly Busy[]
}

/** One bookable start, with its end and the first seat free for it. */
export interface Slot {
  start: number
  end: number
  seat: number
}

/**
 * The bookable starts of one appointment type, in order. Starts follow each other by the visit's
 * length plus its buffer, rounded up to the 15-minute grid, from the start of each opening (so a
 * clinic opening at 8:00 offers 8:00, 8:30, 9:00 for a 30-minute visit); a visit must end by the
 * close of its opening (its buffer may run past it), lie between the notice and the end of the
 * booking window, and find one seat on which neither it nor its buffer overlaps anything busy.
 * Days come from the clinic's hours in its own zone, so a daylight-saving day has 23 or 25 hours
 * and closures have no slots.
 */
export function slots(q: SlotQuery): Slot[] {
  const duration = q.durationMinutes * MIN
  const held = duration + q.bufferMinutes * MIN
  const step = Math.ceil(held / CELL_MS) * CELL_MS
  const earliest = q.now + q.noticeMinutes * MIN
  const latest = Math.min(q.to, q.now + q.windowDays * DAY)
  // Taken cells per seat (0: every seat), so each candidate costs a few set look-ups.
  const taken = new Map<number, Set<number>>()
  for (const b of q.busy) {
    const seat = b.seat ?? 0
    let cells = taken.get(seat)
    if (!cells) taken.set(seat, (cells = new Set()))
    for (const c of cellsOf(b.start, b.end)) cells.add(c)
  }
  const free = (seat: number, cells: number[]) => {
    const busy = taken.get(seat)
    return !busy || cells.every((c) => !busy.has(c))
  }
  const out: Slot[] = []
  if (latest <= q.from) return out
  const days = Math.ceil((latest - q.from) / DAY) + 2
  for (const { start, end } of openIntervals(q.hours, q.from, days)) {
    if (start >= latest) break
    for (let s = start; s + duration <= end && s < latest; s += step) {
      if (s < earliest || s < q.from) continue
      const cells = cellsOf(s, s + held)
      if (!free(0, cells)) continue
      for (let seat = 1; seat <= q.capacity; seat++) {
        if (free(seat, cells)) {
          out.push({ start: s, end: s + duration, seat })
          break
        }
      }
    }
  }
  return out
}
