import type { Clock } from '../clock'

/** A background loop as readiness sees it: its name, its idle interval, and when it last ran. */
export interface Beat {
  name: string
  idleMs: number
  lastRun: Date
  running: boolean
}

/** The background loops' heartbeats, read by /readyz. */
export interface Heartbeats {
  /** Wraps a loop's step so each run records that the loop is alive. */
  track<T>(name: string, idleMs: number, step: () => Promise<T>): () => Promise<T>
  /** Loops that did not run within `intervals` of their interval and are not in a step younger than STEP_MAX_MS. */
  stale(intervals?: number): Beat[]
}

/** A step running longer than this is hung: far past every lease (a model call's is 2 minutes). */
export const STEP_MAX_MS = 15 * 60_000

/**
 * Heartbeats on the injected clock: a loop counts as alive while a step runs (a model call may take
 * minutes; up to STEP_MAX_MS) and for `intervals` idle intervals after one ended. A loop whose timer died, or whose
 * step hangs forever without ever ending, goes stale, and the process stops being ready, so a load
 * balancer or an orchestrator replaces it instead of leads piling up unseen. A loop counts from
 * when it was tracked, so a process that just started is not stale.
 */
export function heartbeats(clock: Clock): Heartbeats {
  const beats = new Map<string, Beat>()
  return {
    track(name, idleMs, step) {
      const beat: Beat = { name, idleMs, lastRun: clock.now(), running: false }
      beats.set(name, beat)
      return async () => {
        beat.running = true
        beat.lastRun = clock.now()
        try {
          return await step()
        } finally {
          beat.running = false
          beat.lastRun = clock.now()
        }
      }
    },
    stale(intervals = 3) {
      const now = clock.now().getTime()
      // A few seconds' grace on top, so a 200 ms test loop is not stale because the event loop was busy.
      return [...beats.values()].filter((b) => now - b.lastRun.getTime() > (b.running ? STEP_MAX_MS : intervals * b.idleMs + 5_000))
    },
  }
}
