import type { Clock } from '../clock'
import type { Queryable } from '../db/db'
import { isRateLimitExceeded, rateLimitsRepo } from '../db/rateLimitsRepo'

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
  /** What counting one try of `key` now would write (hitAll counts several windows in one statement). */
  window(key: string): CounterWindow
}

/** One counter's window as of now: its key in the table, its limit, the window's end if it starts now. */
export interface CounterWindow {
  /** The database the counter lives in, used when the caller gives no transaction. */
  db: Queryable
  key: string
  limit: number
  now: Date
  resetAt: Date
}

/** The answer of a counted window: within its limit, or refused until its window ends. */
function decide(w: CounterWindow, row: { hits: number; reset_at: Date | string }): RateDecision {
  if (row.hits <= w.limit) return { ok: true }
  return { ok: false, retryAfterSec: Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - w.now.getTime()) / 1000)) }
}

/**
 * A fixed-window counter per key, kept in the `rate_limits` table so N processes enforce N tries,
 * not N times N. One INSERT ... ON CONFLICT ... RETURNING counts and reads in a single atomic
 * statement (no lost update between processes) and runs the same on PGlite and PostgreSQL.
 * `name` keeps limiters apart (the same address has a recover and a verify limit).
 */
export function rateLimiter(opts: { db: Queryable; name: string; limit: number; windowMs: number; clock: Clock }): RateLimiter {
  const window = (key: string): CounterWindow => {
    const now = opts.clock.now()
    return { db: opts.db, key: `${opts.name}:${key}`, limit: opts.limit, now, resetAt: new Date(now.getTime() + opts.windowMs) }
  }
  return {
    async hit(key, q = opts.db) {
      const w = window(key)
      return decide(w, (await count(q, w.now, [w])).get(w.key)!)
    },
    async forgive(key, q = opts.db) {
      await rateLimitsRepo.forgive(q, [`${opts.name}:${key}`], opts.clock.now())
    },
    window,
  }
}

/** Tries counted since the last sweep, by the database the counters live in (a process has one; a test, one per app). */
const sinceSweep = new WeakMap<Queryable, number>()

/**
 * Counts one try in each window, in one statement; every 500 tries this process counted on a
 * database, the expired counters are swept too, dead weight a table of live keys does not need.
 */
async function count(q: Queryable, now: Date, windows: readonly CounterWindow[]) {
  const rows = await rateLimitsRepo.hit(q, now, windows)
  await sweepSometimes(q, now, windows)
  return rows
}

/** Sweeps the expired counters once every 500 tries this process counted on the windows' database. */
async function sweepSometimes(q: Queryable, now: Date, windows: readonly CounterWindow[]): Promise<void> {
  const db = windows[0]!.db
  const counted = (sinceSweep.get(db) ?? 0) + windows.length
  sinceSweep.set(db, counted >= 500 ? 0 : counted)
  if (counted >= 500) await rateLimitsRepo.sweep(q, now)
}

/** One window of a budget: its counter, the key counted in it, and what a refusal by it is called. */
export interface BudgetWindow<Why extends string> {
  why: Why
  counter: RateLimiter
  key: string
}

/**
 * Counts one try in every window inside `q`, in one statement (every lead pays it: one round trip,
 * not one per window); the first window, in order, over its limit refuses, and every count is
 * given back in one more, so a refused request costs nothing in any window. Null when every window
 * had room. The one home of a budget counted in several windows at once (texts: smsBudget; owner
 * e-mails: ownerMailBudget). Windows must name distinct counters (one row each).
 */
export async function hitAll<Why extends string>(
  windows: readonly BudgetWindow<Why>[],
  tx?: Queryable,
): Promise<{ why: Why; retryAfterSec: number } | null> {
  const counted = windows.map((w) => w.counter.window(w.key))
  if (!counted.length) return null
  const q = tx ?? counted[0]!.db
  // One clock reading for the statement: the budget's windows share their clock.
  const now = counted[0]!.now
  const rows = await count(q, now, counted)
  for (const [i, w] of counted.entries()) {
    const d = decide({ ...w, now }, rows.get(w.key)!)
    if (d.ok) continue
    await rateLimitsRepo.forgive(
      q,
      counted.map((c) => c.key),
      now,
    )
    return { why: windows[i]!.why, retryAfterSec: d.retryAfterSec }
  }
  return null
}

/**
 * hitAll for a caller that does not wait for the answer: one try counted in every window, in one
 * statement the database refuses when a window is over its limit (rateLimitsRepo.hitWithin),
 * failing the caller's transaction `tx`, so a refused request counts nothing in any window, as with
 * hitAll. On PostgreSQL the statement travels with the COMMIT: the counters' rows are locked for
 * no round trip, where hitAll holds them from its answer to the COMMIT. After the transaction
 * failed, `refusedBy` says which window refused.
 */
export async function hitAllWithin(windows: readonly BudgetWindow<string>[], tx: Queryable): Promise<void> {
  const counted = windows.map((w) => w.counter.window(w.key))
  if (!counted.length) return
  const now = counted[0]!.now
  await rateLimitsRepo.hitWithin(tx, now, counted)
  await sweepSometimes(tx, now, counted)
}

/**
 * Why a transaction that counted `windows` with hitAllWithin failed: null when it was not a
 * window over its limit; else the first window, in order, that is full as the counters stand after
 * the rollback, and when it opens again (a window that ended meanwhile: the first, in a second).
 */
export async function refusedBy<Why extends string>(
  err: unknown,
  windows: readonly BudgetWindow<Why>[],
): Promise<{ why: Why; retryAfterSec: number } | null> {
  if (!isRateLimitExceeded(err) || !windows.length) return null
  const counted = windows.map((w) => w.counter.window(w.key))
  const now = counted[0]!.now
  const rows = await rateLimitsRepo.read(
    counted[0]!.db,
    counted.map((c) => c.key),
    now,
  )
  for (const [i, w] of counted.entries()) {
    const row = rows.get(w.key)
    if (!row || row.hits < w.limit) continue
    return { why: windows[i]!.why, retryAfterSec: Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000)) }
  }
  return { why: windows[0]!.why, retryAfterSec: 1 }
}
