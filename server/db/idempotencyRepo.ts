import type { Queryable } from './db'

/** A stored Idempotency-Key as the middleware reads it. */
export interface IdempotencyRow {
  request_hash: string
  state: 'in_flight' | 'done'
  status: number | null
  body: string | null
}

/**
 * SQL of the `idempotency_keys` table (http/idempotency.ts). A key lives in its caller's `scope`
 * (a workspace user, a public client): the same key sent by anyone else is another row.
 */
export const idempotencyRepo = {
  /** Forgets the key if it was first used at or before `expiredBefore`. */
  async expire(db: Queryable, scope: string, key: string, expiredBefore: Date): Promise<void> {
    await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at <= $3', [scope, key, expiredBefore])
  },

  /** Claims a fresh key for this request, leased until `until`; false when someone holds it. */
  async claim(db: Queryable, scope: string, key: string, hash: string, now: Date, until: Date): Promise<boolean> {
    return (
      (
        await db.query(
          `INSERT INTO idempotency_keys (scope, key, request_hash, state, created_at, locked_until) VALUES ($1, $2, $3, 'in_flight', $4, $5)
       ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
          [scope, key, hash, now, until],
        )
      ).length > 0
    )
  },

  async find(db: Queryable, scope: string, key: string): Promise<IdempotencyRow | undefined> {
    return (
      await db.query<IdempotencyRow>('SELECT request_hash, state, status, body FROM idempotency_keys WHERE scope = $1 AND key = $2', [
        scope,
        key,
      ])
    )[0]
  },

  /** Takes over an in-flight key whose lease ran out (its request died); false while it is alive. */
  async takeOver(db: Queryable, scope: string, key: string, now: Date, until: Date): Promise<boolean> {
    return (
      (
        await db.query(
          `UPDATE idempotency_keys SET locked_until = $4 WHERE scope = $1 AND key = $2 AND state = 'in_flight' AND locked_until <= $3 RETURNING key`,
          [scope, key, now, until],
        )
      ).length > 0
    )
  },

  /** Extends the lease of a request still running. */
  async renew(db: Queryable, scope: string, key: string, until: Date): Promise<void> {
    await db.query(`UPDATE idempotency_keys SET locked_until = $3 WHERE scope = $1 AND key = $2 AND state = 'in_flight'`, [
      scope,
      key,
      until,
    ])
  },

  /** Keeps the answer for replay. */
  async finish(db: Queryable, scope: string, key: string, status: number, body: string): Promise<void> {
    await db.query(`UPDATE idempotency_keys SET state = 'done', status = $3, body = $4 WHERE scope = $1 AND key = $2`, [
      scope,
      key,
      status,
      body,
    ])
  },

  /** Frees the key (a failure, or an answer holding a secret). */
  async release(db: Queryable, scope: string, key: string): Promise<void> {
    await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key])
  },
}
