import type { Role } from './scope'
import type { Queryable } from './db'

/** An invitation as accepting it reads it. */
export interface InvitationRow {
  email: string
  clinic_id: string | null
  role: Role
  expires_at: Date
  used_at: Date | null
}

/** SQL of workspace invitations: single use, stored as a SHA-256 of the link's token only. */
export const invitationsRepo = {
  async create(
    tx: Queryable,
    i: { tokenHash: string; email: string; clinicId: string | null; role: Role; invitedBy: string | null; now: Date; expiresAt: Date },
  ): Promise<void> {
    await tx.query(
      'INSERT INTO invitations (token_hash, email, clinic_id, role, invited_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [i.tokenHash, i.email, i.clinicId, i.role, i.invitedBy, i.now, i.expiresAt],
    )
  },

  /** The invitation, locked so two accepts of one link cannot both succeed. */
  async findForUpdate(tx: Queryable, tokenHash: string): Promise<InvitationRow | undefined> {
    return (
      await tx.query<InvitationRow>(
        'SELECT email, clinic_id, role, expires_at, used_at FROM invitations WHERE token_hash = $1 FOR UPDATE',
        [tokenHash],
      )
    )[0]
  },

  async use(tx: Queryable, tokenHash: string, now: Date): Promise<void> {
    await tx.query('UPDATE invitations SET used_at = $2 WHERE token_hash = $1', [tokenHash, now])
  },

  /** A clinic's invitations still waiting to be accepted. */
  async pending(q: Queryable, clinicId: string, now: Date): Promise<Array<{ email: string; role: Role; expires_at: Date }>> {
    return q.query(
      'SELECT email, role, expires_at FROM invitations WHERE clinic_id = $1 AND used_at IS NULL AND expires_at > $2 ORDER BY created_at DESC',
      [clinicId, now],
    )
  },
}
