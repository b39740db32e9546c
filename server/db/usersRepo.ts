import type { Role, WorkspaceUser } from './scope'
import type { Queryable } from './db'
import { toWorkspaceUser, WORKSPACE_USER_COLUMNS, type WorkspaceUserRow } from './workspaceUserRow'

/** SQL of the `users` table outside password recovery (db/recoveryRepo.ts). */
export const usersRepo = {
  async passwordHash(tx: Queryable, email: string): Promise<string | undefined> {
    return (await tx.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email]))[0]?.password_hash
  },

  /** The account a workspace login names, with its password hash (email already lower-cased). */
  async forLogin(tx: Queryable, email: string): Promise<{ id: string; password_hash: string } | undefined> {
    return (await tx.query<{ id: string; password_hash: string }>('SELECT id, password_hash FROM users WHERE email = $1', [email]))[0]
  },

  /** The account `id` as a fresh session would see it (its clinic's name joined); undefined when unknown. */
  async workspaceUser(q: Queryable, id: string): Promise<WorkspaceUser | undefined> {
    const [r] = await q.query<WorkspaceUserRow>(
      `SELECT ${WORKSPACE_USER_COLUMNS} FROM users u LEFT JOIN clinics c ON c.id = u.clinic_id WHERE u.id = $1`,
      [id],
    )
    return r && toWorkspaceUser(r)
  },

  /** Whether an account with this address (lower-cased) exists. */
  async exists(q: Queryable, email: string): Promise<boolean> {
    return (await q.query('SELECT 1 FROM users WHERE email = $1', [email])).length > 0
  },

  /**
   * Creates the account an invitation names and returns its id, or undefined when the address
   * already has an account. An existing account is never changed here: its password, clinic and
   * role belong to its owner, and an invitation (anyone's, any clinic's) must not reach them. On
   * PostgreSQL a concurrent insert of the same address waits for the first to commit and then
   * does nothing, so two simultaneous accepts leave one account, the first one's.
   */
  async createMember(
    tx: Queryable,
    m: { email: string; clinicId: string | null; role: Role; passwordHash: string; now: Date },
  ): Promise<string | undefined> {
    const [r] = await tx.query<{ id: string }>(
      `INSERT INTO users (id, email, password_hash, created_at, updated_at, clinic_id, role) VALUES ($1, $2, $3, $4, $4, $5, $6)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [crypto.randomUUID(), m.email, m.passwordHash, m.now, m.clinicId, m.role],
    )
    return r?.id
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

  /** Those of `emails` that already have an account. */
  async emailsTaken(q: Queryable, emails: string[]): Promise<string[]> {
    return (await q.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [emails])).map((r) => r.email)
  },

  /** Creates a demo account (marked demo: a production start refuses while one remains); an address already taken is left alone. */
  async insertDemoUser(
    q: Queryable,
    u: { id: string; email: string; passwordHash: string; now: Date; clinicId: string | null; role: Role },
  ): Promise<void> {
    await q.query(
      `INSERT INTO users (id, email, password_hash, created_at, updated_at, clinic_id, role, demo) VALUES ($1, $2, $3, $4, $4, $5, $6, true)
      ON CONFLICT (email) DO NOTHING`,
      [u.id, u.email, u.passwordHash, u.now, u.clinicId, u.role],
    )
  },
}
