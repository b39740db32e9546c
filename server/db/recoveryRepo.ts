import type { Queryable } from './db'

/** A recovery code as verify_code reads it. */
export interface CodeRow {
  id: string
  user_id: string | null
  code_hash: string
  attempts: number
  expires_at: Date
  used_at: Date | null
}

/** A reset token joined to its account, as PATCH /user/password reads it. */
export interface TokenRow {
  user_id: string
  email: string
  expires_at: Date
  used_at: Date | null
}

/**
 * SQL of password recovery: codes (hashed, per address), reset tokens (hashed) and the
 * account they unlock. Every function runs in the caller's transaction.
 */
export const recoveryRepo = {
  async findUser(tx: Queryable, email: string): Promise<{ id: string; email: string } | undefined> {
    return (await tx.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE email = $1', [email]))[0]
  },

  /** Retires the address's live codes and stores a new one: only the latest code works. */
  async issueCode(
    tx: Queryable,
    row: { userId: string | null; emailHash: string; codeHash: string; expiresAt: Date; now: Date },
  ): Promise<void> {
    await tx.query('UPDATE recovery_codes SET used_at = $2 WHERE email_hash = $1 AND used_at IS NULL', [row.emailHash, row.now])
    await tx.query(
      'INSERT INTO recovery_codes (id, user_id, email_hash, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [crypto.randomUUID(), row.userId, row.emailHash, row.codeHash, row.expiresAt, row.now],
    )
  },

  /** The address's latest code, locked against a concurrent guess. */
  async latestCode(tx: Queryable, emailHash: string): Promise<CodeRow | undefined> {
    return (
      await tx.query<CodeRow>(
        'SELECT id, user_id, code_hash, attempts, expires_at, used_at FROM recovery_codes WHERE email_hash = $1 ORDER BY created_at DESC LIMIT 1 FOR UPDATE',
        [emailHash],
      )
    )[0]
  },

  /** Wrong guesses against every code of the address since `since`: asking for new codes does not reset it. */
  async missesSince(tx: Queryable, emailHash: string, since: Date): Promise<number> {
    const [r] = await tx.query<{ n: string | number }>(
      'SELECT COALESCE(sum(attempts), 0) AS n FROM recovery_codes WHERE email_hash = $1 AND created_at > $2',
      [emailHash, since],
    )
    return Number(r?.n ?? 0)
  },

  async recordMiss(tx: Queryable, codeId: string): Promise<void> {
    await tx.query('UPDATE recovery_codes SET attempts = attempts + 1 WHERE id = $1', [codeId])
  },

  async useCode(tx: Queryable, codeId: string, now: Date): Promise<void> {
    await tx.query('UPDATE recovery_codes SET used_at = $2 WHERE id = $1', [codeId, now])
  },

  async insertToken(tx: Queryable, tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
    await tx.query('INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, userId, expiresAt])
  },

  async findToken(tx: Queryable, tokenHash: string): Promise<TokenRow | undefined> {
    return (
      await tx.query<TokenRow>(
        `SELECT t.user_id, u.email, t.expires_at, t.used_at FROM reset_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = $1 FOR UPDATE OF t`,
        [tokenHash],
      )
    )[0]
  },

  /** Sets the password, spends every live token of the account and ends its workspace sessions. */
  async changePassword(tx: Queryable, userId: string, passwordHash: string, now: Date): Promise<void> {
    await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, now])
    await tx.query('UPDATE reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now])
    // Whoever knew the old password may hold a session: a reset ends them all.
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId])
  },
}
