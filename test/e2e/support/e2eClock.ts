import { runningClock } from '../../../server/testing/runningClock'

const LA = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', weekday: 'short', hour: 'numeric', hourCycle: 'h23' })

/** `at`'s weekday and hour in Los Angeles. */
function inLosAngeles(at: Date): { weekday: string; hour: number } {
  const parts = Object.fromEntries(LA.formatToParts(at).map((p) => [p.type, p.value]))
  return { weekday: parts.weekday!, hour: Number(parts.hour) }
}

/**
 * The latest Tuesday 10:00 in Los Angeles (the clinics' zone) at or before `now`: a weekday
 * morning, so every demo clinic is open and has slots today, whatever hour the suite runs; never
 * after the real clock, so a value a test takes from it (a browser's Date, a limit's reset time) is
 * never in the server's past; and at most a week behind it, so the browser's today and the
 * server's stay in the same booking window.
 */
export function lastTuesdayMorning(now: Date): Date {
  for (let daysBack = 0; daysBack <= 8; daysBack++) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysBack, 18))
    // 18:00 UTC is 10:00 in Los Angeles in winter (UTC-8) and 11:00 in summer (UTC-7).
    const at = inLosAngeles(day).hour === 11 ? new Date(day.getTime() - 3_600_000) : day
    if (inLosAngeles(at).weekday === 'Tue' && at.getTime() <= now.getTime()) return at
  }
  throw new Error(`no Tuesday morning within 8 days before ${now.toISOString()}`)
}

/** Where the end-to-end servers' clocks start: the latest Tuesday 10:00 in Los Angeles before this run. */
export const E2E_START = lastTuesdayMorning(new Date())

/** A fresh clock for one end-to-end server, starting at `E2E_START` and running at real speed. */
export function e2eClock() {
  return runningClock(E2E_START)
}
