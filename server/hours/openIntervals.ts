import type { OpeningHours } from '../../src/schemas/openingHours'
import { instantAt, localTimeAt } from './zonedTime'

/** One stretch of open time, as instants (ms since the epoch), `start` < `end`. */
export interface Interval {
  start: number
  end: number
}

const DAY_MS = 86_400_000

function isoDay(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/**
 * The clinic's open intervals from the local day holding `from` onwards, day by day, for at most
 * `days` days (closures skipped). A generator, so a caller stops as soon as it has what it needs.
 */
export function* openIntervals(hours: OpeningHours, from: number, days = 400): Generator<Interval> {
  const first = localTimeAt(from, hours.timeZone)
  const base = Date.UTC(first.year, first.month - 1, first.day)
  for (let i = 0; i < days; i++) {
    const date = new Date(base + i * DAY_MS)
    const y = date.getUTCFullYear()
    const m = date.getUTCMonth() + 1
    const d = date.getUTCDate()
    const iso = isoDay(y, m, d)
    if ((hours.closures ?? []).some((c) => c.from <= iso && iso <= c.to)) continue
    const openings = [...(hours.week[date.getUTCDay()] ?? [])].sort((a, b) => (a.open < b.open ? -1 : 1))
    for (const o of openings) {
      const [oh, om] = o.open.split(':').map(Number) as [number, number]
      const [ch, cm] = o.close.split(':').map(Number) as [number, number]
      const start = instantAt(y, m, d, oh, om, hours.timeZone)
      const end = ch === 24 ? instantAt(y, m, d + 1, 0, 0, hours.timeZone) : instantAt(y, m, d, ch, cm, hours.timeZone)
      if (end > start && end > from) yield { start: Math.max(start, from), end }
    }
  }
}
