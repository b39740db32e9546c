import { funnelRepo } from '../db/funnelRepo'
import type { Queryable } from '../db/db'
import type { FunnelCounter } from './countersOf'

/** Where a beacon's counters go: summed in memory and written in one statement per flush. */
export interface FunnelSink {
  /** Adds a beacon's counters to what the next flush writes; flushes at once when that holds `maxKeys` keys. */
  add(counters: readonly FunnelCounter[]): Promise<void>
  /** Writes everything summed so far (one statement per 1,000 keys); answers how many keys it wrote. */
  flush(): Promise<number>
}

const keyOf = (c: FunnelCounter) => [c.day, c.clinicId, c.form, c.source, c.kind, c.step, c.field].join('\u0000')
const CHUNK = 1_000

/**
 * The funnel's in-process accumulator. A busy widget sends the same few keys all day, so a second
 * of beacons sums to a handful of rows: the server's flush loop (startServer, every second) writes
 * them in one upsert instead of one per beacon, and the stop writes what is left before the database
 * closes, so a normal stop loses no count (a crash loses at most the last second's). A flush that
 * fails puts its counts back for the next one. Without a sink (the test app) a beacon is written
 * at once.
 */
export function funnelSink(db: Queryable, maxKeys = 5_000): FunnelSink {
  let pending = new Map<string, FunnelCounter>()
  const merge = (into: Map<string, FunnelCounter>, counters: Iterable<FunnelCounter>) => {
    for (const c of counters) {
      const key = keyOf(c)
      const had = into.get(key)
      if (had) had.count += c.count
      else into.set(key, { ...c })
    }
  }
  const sink: FunnelSink = {
    async add(counters) {
      merge(pending, counters)
      if (pending.size >= maxKeys) await sink.flush()
    },
    async flush() {
      if (!pending.size) return 0
      const rows = [...pending.values()]
      pending = new Map()
      for (let at = 0; at < rows.length; at += CHUNK) {
        try {
          await funnelRepo.add(db, rows.slice(at, at + CHUNK))
        } catch (err) {
          // Every chunk not written waits for the next flush: counted once, never twice.
          merge(pending, rows.slice(at))
          throw err
        }
      }
      return rows.length
    },
  }
  return sink
}
