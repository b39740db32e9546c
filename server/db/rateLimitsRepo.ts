import type { Queryable } from './db'

/** The constraint a hit past a counter's `max_hits` breaks (hitWithin): the error names it. */
export const RATE_LIMIT_EXCEEDED = 'rate_limits_within_max'

/** Whether `err` is the database refusing a hit past a counter's limit (hitWithin). */
export function isRateLimitExceeded(err: unknown): boolean {
  const e = err as { code?: unknown; constraint?: unknown } | null
  return e?.code === '23514' && e.constraint === RATE_LIMIT_EXCEEDED
}

/** SQL of `rate_limits`: one fixed-window counter per key (http/rateLimiter.ts decides what a hit means). */
export const rateLimitsRepo = {
  /**
   * Counts one hit on each window's key and reads its window, in one atomic statement (no lost
   * update between processes, the same on PGlite and PostgreSQL): a window ended by `now` starts
   * again at 1 until that window's `resetAt`. Answers each key's count and window end. The keys
   * must be distinct (one row each).
   */
  async hit(
    q: Queryable,
    now: Date,
    windows: readonly { key: string; resetAt: Date }[],
  ): Promise<Map<string, { hits: number; reset_at: Date }>> {
    const rows = await q.query<{ key: string; hits: number; reset_at: Date }>(
      `INSERT INTO rate_limits (key, hits, reset_at)
         SELECT k, 1, r FROM unnest($1::text[], $2::timestamptz[]) AS w(k, r)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.reset_at <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= $3 THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
         RETURNING key, hits, reset_at`,
      [windows.map((w) => w.key), windows.map((w) => w.resetAt.toISOString()), now],
    )
    return new Map(rows.map((r) => [r.key, { hits: r.hits, reset_at: r.reset_at }]))
  },

  /**
   * Counts one hit on each window's key as `hit` does, each counter carrying its limit: a hit past
   * one fails the statement (RATE_LIMIT_EXCEEDED), and with it the caller's transaction, so nothing
   * is counted nor stored. It answers nothing: on PostgreSQL it is not waited for and travels with
   * the next statement waited for or the COMMIT (pgDb.ts), so the counters' rows stay locked for no
   * round trip.
   */
  async hitWithin(q: Queryable, now: Date, windows: readonly { key: string; resetAt: Date; limit: number }[]): Promise<void> {
    await q.query(
      `INSERT INTO rate_limits (key, hits, reset_at, max_hits)
         SELECT k, 1, r, m FROM unnest($1::text[], $2::timestamptz[], $4::int[]) AS w(k, r, m)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.reset_at <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= $3 THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END,
           max_hits = EXCLUDED.max_hits`,
      [windows.map((w) => w.key), windows.map((w) => w.resetAt.toISOString()), now, windows.map((w) => w.limit)],
    )
  },

  /** Each key's counted hits and window end, for a window still open at `now`. */
  async read(q: Queryable, keys: readonly string[], now: Date): Promise<Map<string, { hits: number; reset_at: Date }>> {
    const rows = await q.query<{ key: string; hits: number; reset_at: Date }>(
      'SELECT key, hits, reset_at FROM rate_limits WHERE key = ANY($1::text[]) AND reset_at > $2',
      [keys, now],
    )
    return new Map(rows.map((r) => [r.key, { hits: r.hits, reset_at: r.reset_at }]))
  },

  /** Takes back one hit on each of `keys` in a window still open at `now`. */
  async forgive(q: Queryable, keys: readonly string[], now: Date): Promise<void> {
    await q.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = ANY($1::text[]) AND hits > 0 AND reset_at > $2', [keys, now])
  },

  /** Deletes the counters whose window ended by `now`. */
  async sweep(q: Queryable, now: Date): Promise<void> {
    await q.query('DELETE FROM rate_limits WHERE reset_at <= $1', [now])
  },
}
