import { localTimeAt } from '../hours/zonedTime'

const two = (n: number) => String(n).padStart(2, '0')

/** The instant `at` as ISO 8601 with `zone`'s offset at that instant: `2026-11-25T16:30:00-08:00`. */
export function isoWithOffset(at: number, zone: string): string {
  const t = localTimeAt(at, zone)
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second)
  const offset = Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${t.year}-${two(t.month)}-${two(t.day)}T${two(t.hour)}:${two(t.minute)}:${two(t.second)}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
}
