/**
 * The funnel's daily counters are kept this many months, whatever RETENTION_DAYS says: two years
 * to compare a month with the same month a year before, and one more so that month is whole. They
 * hold no owner data, only counts.
 */
export const FUNNEL_MONTHS = 25

/** The first day (YYYY-MM-DD, UTC) whose funnel counters are kept at `now`: the same day FUNNEL_MONTHS months before. */
export function funnelKeptFrom(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - FUNNEL_MONTHS, 1))
  // The same day of that month, or its last day when the month is shorter (31 March - 25 months: 28 February).
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(now.getUTCDate(), last))
  return d.toISOString().slice(0, 10)
}
