import type { OpeningHours } from '../../src/schemas/openingHours'
import { openIntervals } from './openIntervals'

/**
 * When the clinic is next open at or after `at`: `at` itself while it is open, else the start of
 * its next opening; `null` when it has none within a year.
 */
export function nextOpening(hours: OpeningHours, at: number): number | null {
  for (const { start } of openIntervals(hours, at)) return start
  return null
}
