import type { Clock } from '../clock'

/**
 * A clock that reads `start` when made and then runs at real speed, for a whole server under test:
 * the hour the server sees (opening hours, slots, claim timers) is the chosen one whenever the
 * suite runs, while rows written a moment apart still sort in the order they were written and
 * timeouts still expire. `set` and `advance` move it, as on `testClock`.
 */
export function runningClock(start: Date): Clock & { advance(ms: number): void; set(d: Date): void } {
  let offset = start.getTime() - performance.now()
  return {
    now: () => new Date(Math.round(offset + performance.now())),
    advance: (ms) => {
      offset += ms
    },
    set: (d) => {
      offset = d.getTime() - performance.now()
    },
  }
}
