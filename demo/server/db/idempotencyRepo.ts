import type { Queryable } from './db'

/** A stored Idempotency-Key as the middleware reads it. */
export interface IdempotencyRow { request_hash: string; state: 'in_flight' | 'done'; status: number | null; body: string | null }

/** SQL of the `idempotency_keys` table (http/idempotency.ts). */
export const idempotencyRepo = {
  /** Forgets the key if it was first used at or before `expiredBefore`. */
  async expire(db: Queryable, key: string, expiredBefore: Date): Promise<void> {
    await db.query('DELETE FROM idempotency_keys WHERE key = $1 AND created_at <= $2', [key, expiredBefore])
  },

  /** Claims a fresh key for this request, leased until `until`; false when someone holds it. */
  async claim(db: Queryable, key: string, hash: string, now: Date, until: Date): Promise<boolean> {
    return (await db.query(
      `INSERT INTO idempotency_keys (key, request_hash, state, created_at, locked_until) VALUES ($1, $2, 'in_flight', $3, $4)
       ON CONFLICT (key) DO NOTHING RETURNING key`, [key, hash, now, until])).length > 0
  },

  async find(db: Queryable, key: string): Promise<IdempotencyRow | undefined> {
    return (await db.query<IdempotencyRow>('SELECT request_hash, state, status, body FROM idempotency_keys WHERE key = $1', [key]))[0]
  },

  /** Takes over an in-flight key whose lease ran out (its request died); false while it is alive. */
  async takeOver(db: Queryable, key: string, now: Date, until: Date): Promise<boolean> {
    return (await db.query(`UPDATE idempotency_keys SET locked_until = $3 WHERE key = $1 AND state = 'in_flight' AND locked_until <= $2 RETURNING key`,
      [key, now, until])).length > 0
  },

  /** Extends the lease of a request still running. */
  async renew(db: Queryable, key: string, until: Date): Promise<void> {
    await db.query(`UPDATE idempotency_keys SET locked_until = $2 WHERE key = $1 AND state = 'in_flight'`, [key, until])
  },

  /** Keeps the answer for replay. */
  async finish(db: Queryable, key: string, status: number, body: string): Promise<void> {
    await db.query(`UPDATE idempotency_keys SET state = 'done', status = $2, body = $3 WHERE key = $1`, [key, status, body])
  },

  /** Frees the key (a failure, or an answer holding a secret). */
  async release(db: Queryable, key: string): Promise<void> {
    await db.query('DELETE FROM idempotency_keys WHERE key = $1', [key])
  },
}
