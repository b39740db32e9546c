import { localTimeAt } from './zonedTime'

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar day (YYYY-MM-DD) the wall clock of `zone` shows at the instant `at`. */
export function localDay(at: Date, zone: string): string {
  const t = localTimeAt(at.getTime(), zone)
  return `${t.year}-${pad(t.month)}-${pad(t.day)}`
}
