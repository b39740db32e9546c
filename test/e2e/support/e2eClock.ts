import type { Clock } from '../../../server/clock'
import { instantAt, localTimeAt } from '../../../server/hours/zonedTime'

/** The demo clinics' zone (they are in California; server/clinics/demoHours.ts): office hours are read on its clock. */
export const TEST_ZONE = 'America/Los_Angeles'

/** Tuesday: a weekday whose next day is one too, so "today" and "tomorrow" both have open hours. */
const TUESDAY = 2
const OPENS_AT_HOUR = 10

/**
 * The last Tuesday 10:00 on the clinics' clock at or before `real`: a time every demo clinic is
 * open (Monday to Friday 9 to 6, server/clinics/demoHours.ts), with eight open hours ahead, whatever the hour the suite runs at.
 */
export function lastTuesdayMorning(real: number): number {
  for (let back = 0; back <= 7; back++) {
    const day = localTimeAt(real - back * 86_400_000, TEST_ZONE)
    if (day.weekday !== TUESDAY) continue
    const at = instantAt(day.year, day.month, day.day, OPENS_AT_HOUR, 0, TEST_ZONE)
    if (at <= real) return at
  }
  throw new Error('no Tuesday in the last eight days')
}

/** How far the browser tests' time is behind the real time: fixed once per worker (its files share this module). */
const OFFSET_MS = lastTuesdayMorning(Date.now()) - Date.now()

/**
 * The browser tests' clock: the real clock moved back to a Tuesday morning on the demo clinics'
 * clock, running at real speed from there. Every server a browser test starts (the demo host, the
 * workspace settings' own) and every browser context it opens (support/browser.ts installs it
 * there) read this one clock, so office hours, "today" and "tomorrow", slots, ages and targets agree
 * between the page, the server and the test, and no result depends on the hour the suite runs at.
 * Moved back, never forward: a captcha challenge or a hold the real clock issued is not yet
 * expired on it. Durations (timeouts, polls) stay on the real clock: they measure the machine.
 */
export const e2eClock: Clock = { now: () => new Date(Date.now() + OFFSET_MS) }

/** The test clock's time in ms, as `Date.now()` gives the real one. */
export const e2eNow = (): number => Date.now() + OFFSET_MS

/**
 * A clock that reads `start` now and runs at real speed from there, for a browser test that
 * pictures the server's dates (visual.e2e.ts): they are then the same day on every run, where
 * e2eClock's follow the week the suite runs in. `start` lies in the past, like e2eClock's time, so
 * nothing the real clock issued has expired on it.
 */
export function clockFrom(start: number): Clock {
  const offset = start - Date.now()
  return { now: () => new Date(Date.now() + offset) }
}
