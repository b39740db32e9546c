import type { Clock } from '../clock'

/** A clock tests move by hand. */
export function testClock(start = new Date('2026-03-02T10:00:00Z')): Clock & { advance(ms: number): void; set(d: Date): void } {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms
    },
    set: (d) => {
      now = d.getTime()
    },
  }
}
