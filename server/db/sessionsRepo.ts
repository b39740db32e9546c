import type { WorkspaceUser } from './scope'
import type { Queryable } from './db'
import { toWorkspaceUser, WORKSPACE_USER_COLUMNS, type WorkspaceUserRow } from './workspaceUserRow'

/**
 * SQL of workspace sessions. Only a SHA-256 of the cookie's value is stored: a read of the table
 * (a backup, an injection) yields nothing that logs anyone in.
 */
export const sessionsRepo = {
  async create(tx: Queryable, s: { idHash: string; userId: string; now: Date; expiresAt: Date }): Promise<void> {
    await tx.query('INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)', [
      s.idHash,
      s.userId,
      s.now,
      s.expiresAt,
    ])
  },

  /** The session's user when the session is neither past its absolute expiry nor idle since `idleSince`. */
  async findUser(q: Queryable, idHash: string, now: Date, idleSince: Date): Promise<(WorkspaceUser & { lastSeenAt: Date }) | undefined> {
    const [r] = await q.query<WorkspaceUserRow & { last_seen_at: Date }>(
      `SELECT ${WORKSPACE_USER_COLUMNS}, s.last_seen_at
       FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN clinics c ON c.id = u.clinic_id
       WHERE s.id_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $3`,
      [idHash, now, idleSince],
    )
    return r && { ...toWorkspaceUser(r), lastSeenAt: new Date(r.last_seen_at) }
  },

  async touch(q: Queryable, idHash: string, now: Date): Promise<void> {
    await q.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [idHash, now])
  },

  async remove(q: Queryable, idHash: string): Promise<void> {
    await q.query('DELETE FROM sessions WHERE id_hash = $1', [idHash])
  },

  /** Expired sessions are dead weight: swept now and then. */
  async sweep(q: Queryable, now: Date, idleSince: Date): Promise<void> {
    await q.query('DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at <= $2', [now, idleSince])
  },
}
