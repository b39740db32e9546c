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

/** One window of a budget: its counter, the key counted in it, and what a refusal by it is called. */
export interface BudgetWindow<Why extends string> {
  why: Why
  counter: RateLimiter
  key: string
}

/**
 * Counts one try in every window, in order, inside `q`; the first window over its limit refuses,
 * and every count taken so far (that one's included) is given back, so a refused request costs
 * nothing in any window. Null when every window had room. The one home of a budget counted in
 * several windows at once (texts: smsBudget; owner e-mails: ownerMailBudget).
 */
export async function hitAll<Why extends string>(
  windows: readonly BudgetWindow<Why>[],
  q?: Queryable,
): Promise<{ why: Why; retryAfterSec: number } | null> {
  for (const [i, w] of windows.entries()) {
    const d = await w.counter.hit(w.key, q)
    if (d.ok) continue
    for (const taken of windows.slice(0, i + 1)) await taken.counter.forgive(taken.key, q)
    return { why: w.why, retryAfterSec: d.retryAfterSec }
  }
  return null
}
