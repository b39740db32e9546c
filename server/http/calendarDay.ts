import { HttpError } from './respond'

const DAY = /^(\d{4})-\d{2}-\d{2}$/

/**
 * Years a day in a query may name. The rule: a date parameter is a real calendar day (no
 * 2026-02-30) between 1900 and 2200, checked at the edge, so the date arithmetic and SQL after it
 * never meet a day they cannot hold: PostgreSQL refuses year 0, and 9999-12-31 plus a few days
 * overflows to a five-digit year a `date` column rejects (both were 500s; server/fuzz/queryParams.test.ts).
 */
export const DAY_YEARS = { first: 1900, last: 2200 } as const

/** `value` as a YYYY-MM-DD day within DAY_YEARS, or a 400 naming the parameter. */
export function calendarDay(value: string | undefined, name: string): string {
  const m = value === undefined ? null : DAY.exec(value)
  const year = m ? Number(m[1]) : NaN
  if (
    !m ||
    !(year >= DAY_YEARS.first && year <= DAY_YEARS.last) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
  ) {
    throw new HttpError(400, { [name]: `A date YYYY-MM-DD from ${DAY_YEARS.first} to ${DAY_YEARS.last}` })
  }
  return value!
}
