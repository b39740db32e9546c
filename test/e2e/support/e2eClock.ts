import { runningClock } from '../../../server/testing/runningClock'

/**
 * Where the end-to-end servers' clocks start: Tuesday 24 November 2026, 10:00 in Los Angeles (UTC-8),
 * the clinics' zone. A weekday morning, so every demo clinic is open and has slots today, and before
 * the day the suite was written, so a value a test takes from the real clock (a browser's Date, a
 * limit's reset time) is never in the server's past.
 */
export const E2E_START = new Date('2026-11-24T18:00:00Z')

/** A fresh clock for one end-to-end server, starting at `E2E_START` and running at real speed. */
export function e2eClock() {
  return runningClock(E2E_START)
}
