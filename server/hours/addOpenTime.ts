import type { OpeningHours } from '../../src/schemas/openingHours'
import { openIntervals } from './openIntervals'

/**
 * The instant at which `ms` of the clinic's open time will have passed since `from`: a lead that
 * arrives at 17:55 with a 15-minute target, at a clinic closing at 18:00 and opening at 8:00, is
 * due at 8:10 the next open day. `null` when the clinic has no open time within a year.
 */
export function addOpenTime(hours: OpeningHours, from: number, ms: number): number | null {
  let left = ms
  for (const { start, end } of openIntervals(hours, from)) {
    if (end - start >= left) return start + left
    left -= end - start
  }
  return null
}
