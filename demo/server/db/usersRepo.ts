import type { Role } from '../workspace/scope'
import type { Queryable } from './db'

/** SQL of the `users` table outside password recovery (db/recoveryRepo.ts). */
export const usersRepo = {
  async passwordHash(tx: Queryable, email: string): Promise<string | undefined> {
    return (await tx.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email]))[0]?.password_hash
  },

  /** The account a workspace login names, with its password hash (email already lower-cased). */
  async forLogin(tx: Queryable, email: string): Promise<{ id: string; password_hash: string } | undefined> {
    return (await tx.query<{ id: string; password_hash: string }>('SELECT id, password_hash FROM users WHERE email = $1', [email]))[0]
  },

  /**
   * Creates the account an invitation names, or gives an existing one its new clinic, role and
   * password (its sessions are ended by the caller). Returns the user id.
   */
  async upsertMember(tx: Queryable, m: { email: string; clinicId: string | null; role: Role; passwordHash: string; now: Date }): Promise<string> {
    const [r] = await tx.query<{ id: string }>(
      `INSERT INTO users (id, email, password_hash, created_at, updated_at, clinic_id, role) VALUES ($1, $2, $3, $4, $4, $5, $6)
       ON CONFLICT (email) DO UPDATE SET password_hash = $3, updated_at = $4, clinic_id = $5, role = $6 RETURNING id`,
      [crypto.randomUUID(), m.email, m.passwordHash, m.now, m.clinicId, m.role])
    return r!.id
  },

  /** The members of one clinic, for its owners' team page. */
  async team(q: Queryable, clinicId: string): Promise<Array<{ id: string; email: string; name: string | null; role: Role }>> {
    return q.query('SELECT id, email, name, role FROM users WHERE clinic_id = $1 ORDER BY email', [clinicId])
  },

  /** Deletes an account with its reset tokens; its recovery codes stay, detached, for the miss counts. */
  async remove(tx: Queryable, email: string): Promise<void> {
    await tx.query('DELETE FROM reset_tokens WHERE user_id IN (SELECT id FROM users WHERE email = $1)', [email])
    await tx.query('UPDATE recovery_codes SET user_id = NULL WHERE user_id IN (SELECT id FROM users WHERE email = $1)', [email])
    await tx.query('DELETE FROM users WHERE email = $1', [email])
  },
}
