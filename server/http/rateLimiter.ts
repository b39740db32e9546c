import type { Clock } from '../clock'
import type { Queryable } from '../db/db'
import { rateLimitsRepo } from '../db/rateLimitsRepo'

/** Answer of a rate-limit check: allowed, or how many seconds until the next try is. */
export type RateDecision = { ok: true } | { ok: false; retryAfterSec: number }

/** A limit shared by every process on the database: `hit` counts one try of `key` and answers. */
export interface RateLimiter {
  /** `q`: count inside the caller's transaction (an embedded database has one connection, held by it). */
  hit(key: string, q?: Queryable): Promise<RateDecision>
  /**
   * Takes back one counted try of `key` in its current window: for limits that count failures
   * only, a try is counted before it runs (so parallel tries cannot all slip under the limit) and
   * forgiven when it succeeds.
   */
  forgive(key: string, q?: Queryable): Promise<void>
}

/**
 * A fixed-window counter per key, kept in the `rate_limits` table so N processes enforce N tries,
 * not N times N. One INSERT ... ON CONFLICT ... RETURNING counts and reads in a single atomic
 * statement (no lost update between processes) and runs the same on PGlite and PostgreSQL.
 * `name` keeps limiters apart (the same address has a recover and a verify limit).
 */
export function rateLimiter(opts: { db: Queryable; name: string; limit: number; windowMs: number; clock: Clock }): RateLimiter {
  let sinceSweep = 0
  return {
    async hit(key, q = opts.db) {
      const now = opts.clock.now()
      const resetAt = new Date(now.getTime() + opts.windowMs)
      const row = await rateLimitsRepo.hit(q, `${opts.name}:${key}`, now, resetAt)
      // Expired counters are dead weight; an occasional sweep keeps the table at the live keys.
      if (++sinceSweep >= 500) {
        sinceSweep = 0
        await rateLimitsRepo.sweep(q, now)
      }
      if (row.hits <= opts.limit) return { ok: true }
      return { ok: false, retryAfterSec: Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000)) }
    },
    async forgive(key, q = opts.db) {
      await rateLimitsRepo.forgive(q, `${opts.name}:${key}`, opts.clock.now())
    },
  }
}
