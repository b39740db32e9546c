import type { OpeningHours } from '../../src/schemas/openingHours'
import { openIntervals } from './openIntervals'

/** How much of the clinic's open time lies between the instants `from` and `to`, in ms. */
export function openTimeBetween(hours: OpeningHours, from: number, to: number): number {
  let total = 0
  if (to <= from) return 0
  for (const { start, end } of openIntervals(hours, from)) {
    if (start >= to) break
    total += Math.min(end, to) - start
  }
  return total
}
