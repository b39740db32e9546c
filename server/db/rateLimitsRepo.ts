import type { Queryable } from './db'

/** SQL of `rate_limits`: one fixed-window counter per key (http/rateLimiter.ts decides what a hit means). */
export const rateLimitsRepo = {
  /**
   * Counts one hit on `key` and reads the window, in one atomic statement (no lost update between
   * processes, the same on PGlite and PostgreSQL): a window ended by `now` starts again at 1 until `resetAt`.
   */
  async hit(q: Queryable, key: string, now: Date, resetAt: Date): Promise<{ hits: number; reset_at: Date }> {
    const [row] = await q.query<{ hits: number; reset_at: Date }>(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 1, $3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.reset_at <= $2 THEN 1 ELSE rate_limits.hits + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= $2 THEN $3 ELSE rate_limits.reset_at END
         RETURNING hits, reset_at`,
      [key, now, resetAt],
    )
    return row!
  },

  /** Deletes the counters whose window ended by `now`. */
  async sweep(q: Queryable, now: Date): Promise<void> {
    await q.query('DELETE FROM rate_limits WHERE reset_at <= $1', [now])
  },

  /** Takes back one hit on `key` in a window still open at `now`. */
  async forgive(q: Queryable, key: string, now: Date): Promise<void> {
    await q.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > $2', [key, now])
  },
}
