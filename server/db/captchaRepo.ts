import type { Queryable } from './db'

/** SQL of `captcha_used`: the signatures of solved challenges, kept until they expire, so each is spent once. */
export const captchaRepo = {
  /**
   * Spends `signature`: true the first time, false when it was already spent. The same statement
   * forgets the signatures that expired before `now` (one round trip per proof, paid by every
   * anonymous create); an expired challenge never gets here, altcha-lib refuses it first.
   */
  async spend(tx: Queryable, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
    const spent = await tx.query(
      `WITH swept AS (DELETE FROM captcha_used WHERE expires_at < $3)
       INSERT INTO captcha_used (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature`,
      [signature, expiresAt, now],
    )
    return spent.length > 0
  },
}
