import * as v from 'valibot'

const time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Must read HH:MM'))
const date = v.pipe(v.string(), v.isoDate('Must be a date YYYY-MM-DD'))

/** One opening on a weekday, in the clinic's local time; `close` after `open` (24:00 for midnight). */
export const openingSchema = v.pipe(
  v.strictObject({ open: time, close: time }),
  v.check((o) => o.open < o.close, 'Must close after it opens'),
)

/** Days the clinic is shut whatever its week says (holidays, training days), both ends included. */
export const closureSchema = v.pipe(
  v.strictObject({ from: date, to: date, reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))) }),
  v.check((c) => c.from <= c.to, 'The first day must not come after the last'),
)

/** True when `zone` is an IANA time zone this runtime knows (America/Los_Angeles, Europe/Madrid...). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return /\//.test(zone) || zone === 'UTC'
  } catch {
    return false
  }
}

/**
 * A clinic's opening hours: its IANA time zone, the openings of each weekday (0 = Sunday ... 6 =
 * Saturday, any number per day, e.g. a lunch break), and its closures. Every "open time" rule
 * (first-contact targets, re-routing, bookable slots) counts in these hours, in this zone.
 */
export const openingHoursSchema = v.strictObject({
  timeZone: v.pipe(v.string(), v.check(isTimeZone, 'Must be a time zone such as America/Los_Angeles')),
  week: v.pipe(v.array(v.array(openingSchema)), v.length(7, 'Must list the 7 days, Sunday first')),
  closures: v.optional(v.array(closureSchema), []),
})

/** As a clinic record or a test writes them: `closures` may be left out. */
export type OpeningHours = v.InferInput<typeof openingHoursSchema>
