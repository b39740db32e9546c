import type { Queryable } from './db'

/** SQL of `captcha_used`: the signatures of solved challenges, kept until they expire, so each is spent once. */
export const captchaRepo = {
  /** Forgets the signatures that expired before `now`. */
  async sweep(tx: Queryable, now: Date): Promise<void> {
    await tx.query('DELETE FROM captcha_used WHERE expires_at < $1', [now])
  },

  /** Spends `signature`: true the first time, false when it was already spent. */
  async spend(tx: Queryable, signature: string, expiresAt: Date): Promise<boolean> {
    const spent = await tx.query(
      'INSERT INTO captcha_used (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature',
      [signature, expiresAt],
    )
    return spent.length > 0
  },
}
