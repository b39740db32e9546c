import { localDay } from '../hours/localDay'

/** The Funnel page's period: its first and last day, and the Monday of each of its weeks, oldest first. */
export interface FunnelPeriod {
  from: string
  to: string
  weeks: string[]
}

const DAY_MS = 86_400_000
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The last `weeks` whole weeks (Monday to Sunday) and this one so far, in `zone`: from the Monday
 * `weeks` weeks before this week's, to today. Weeks start on Monday, as PostgreSQL's
 * date_trunc('week') does, so the weeks here and the SQL's buckets are the same.
 */
export function funnelPeriod(now: Date, zone: string, weeks: number): FunnelPeriod {
  const to = localDay(now, zone)
  const today = Date.parse(`${to}T00:00:00Z`)
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS
  const first = monday - weeks * 7 * DAY_MS
  return { from: dayOf(first), to, weeks: Array.from({ length: weeks + 1 }, (_, i) => dayOf(first + i * 7 * DAY_MS)) }
}
