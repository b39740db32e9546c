import type { Queryable } from './db'

/** SQL of the `users` table outside password recovery (db/recoveryRepo.ts). */
export const usersRepo = {
  async passwordHash(tx: Queryable, email: string): Promise<string | undefined> {
    return (await tx.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email]))[0]?.password_hash
  },

  /** Deletes an account with its reset tokens; its recovery codes stay, detached, for the miss counts. */
  async remove(tx: Queryable, email: string): Promise<void> {
    await tx.query('DELETE FROM reset_tokens WHERE user_id IN (SELECT id FROM users WHERE email = $1)', [email])
    await tx.query('UPDATE recovery_codes SET user_id = NULL WHERE user_id IN (SELECT id FROM users WHERE email = $1)', [email])
    await tx.query('DELETE FROM users WHERE email = $1', [email])
  },
}
