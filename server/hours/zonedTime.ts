import { dateFormat } from '../../src/text/dateFormat'

/** A wall-clock date and time in some time zone. */
export interface LocalTime {
  year: number
  /** 1-12. */
  month: number
  day: number
  hour: number
  minute: number
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number
}

/** Every part of a wall-clock time, read in one call (dateFormat adds the zone). */
const PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** The wall-clock time in `zone` at the instant `at` (ms since the epoch). */
export function localTimeAt(at: number, zone: string): LocalTime & { second: number } {
  const parts = Object.fromEntries(
    dateFormat('en-US', PARTS, zone)
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday!),
  }
}

/** How far `zone`'s wall clock is ahead of UTC at the instant `at`, in ms (negative west of Greenwich). */
function offsetAt(at: number, zone: string): number {
  const t = localTimeAt(at, zone)
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - Math.floor(at / 1000) * 1000
}

/**
 * The instant at which `zone`'s wall clock reads this date and time. A time the clock skips (the
 * hour lost when daylight-saving time starts) is taken as the first instant after the gap; a time
 * it shows twice (the hour repeated when it ends) as the earlier one, so an opening never shrinks.
 */
export function instantAt(year: number, month: number, day: number, hour: number, minute: number, zone: string): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const before = wall - offsetAt(wall - 86_400_000 / 2, zone)
  const after = wall - offsetAt(wall + 86_400_000 / 2, zone)
  const candidates = [before, after].filter((at) => {
    const t = localTimeAt(at, zone)
    return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute) === wall
  })
  if (candidates.length > 0) return Math.min(...candidates)
  // In the gap the wall time does not exist: find the instant the clock jumps past it.
  const wallAt = (at: number) => {
    const t = localTimeAt(at, zone)
    return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second)
  }
  let lo = Math.min(before, after)
  let hi = Math.max(before, after)
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000
    if (wallAt(mid) >= wall) hi = mid
    else lo = mid
  }
  return hi
}
