import { approvedValues, type ClinicInput } from './clinicColumns'
import type { Queryable } from './db'
import type { OwnClinicScope } from './clinicSettingsRepo'

/**
 * Migration 027: an owner's change to where the clinic is, how far it serves, or whether it is an
 * emergency hospital, held until the network decides. One pending request per clinic; a decided
 * one stays, with who asked, who decided and when, as the clinic's record of such changes.
 */
export const clinicChangesSql = `
CREATE TABLE clinic_change_requests (
  id uuid PRIMARY KEY,
  clinic_id text NOT NULL REFERENCES clinics(id) ON DELETE CASCADE,
  changes jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'replaced', 'withdrawn')),
  requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL,
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz
);
CREATE UNIQUE INDEX clinic_change_requests_one_pending ON clinic_change_requests (clinic_id) WHERE status = 'pending';
`

/** The network-approved fields an owner asked to change, with their new values. */
export type ClinicChanges = Partial<
  Pick<ClinicInput, 'street' | 'city' | 'state' | 'zip' | 'latitude' | 'longitude' | 'radiusMiles' | 'emergency'>
>

/** A change request as the workspace shows it. */
export interface ClinicChangeRequest {
  id: string
  clinicId: string
  clinicName: string
  changes: ClinicChanges
  requestedBy: string | null
  requestedAt: string
}

interface Row {
  id: string
  clinic_id: string
  clinic_name: string
  changes: ClinicChanges | string
  requested_by: string | null
  requested_at: Date | string
}

const toRequest = (r: Row): ClinicChangeRequest => ({
  id: r.id,
  clinicId: r.clinic_id,
  clinicName: r.clinic_name,
  changes: typeof r.changes === 'string' ? (JSON.parse(r.changes) as ClinicChanges) : r.changes,
  requestedBy: r.requested_by,
  requestedAt: new Date(r.requested_at).toISOString(),
})

const SELECT = `SELECT r.id::text AS id, r.clinic_id, c.name AS clinic_name, r.changes, u.email AS requested_by, r.requested_at
  FROM clinic_change_requests r JOIN clinics c ON c.id = r.clinic_id LEFT JOIN users u ON u.id = r.requested_by`

/**
 * Change requests: an owner reads and writes only their own clinic's pending one (the session's
 * clinic in the SQL); listing and deciding are the network team's, whose routes check the role.
 */
export const clinicChangesRepo = {
  /** The scope's own clinic's pending request, if any. */
  async pendingOf(q: Queryable, scope: OwnClinicScope): Promise<ClinicChangeRequest | undefined> {
    const [row] = await q.query<Row>(`${SELECT} WHERE r.clinic_id = $1 AND r.status = 'pending'`, [scope.clinicId])
    return row && toRequest(row)
  },

  /**
   * Makes `changes` the scope's pending request: an identical pending one is kept as it is (false),
   * a different one is marked `replaced` and a new one made (true); empty `changes` withdraws the
   * pending one (the owner put the live values back).
   */
  async propose(tx: Queryable, scope: OwnClinicScope, changes: ClinicChanges, userId: string, now: Date): Promise<boolean> {
    const current = await clinicChangesRepo.pendingOf(tx, scope)
    if (current && JSON.stringify(current.changes) === JSON.stringify(changes)) return false
    const empty = Object.keys(changes).length === 0
    if (current) {
      await tx.query(
        `UPDATE clinic_change_requests SET status = $2, decided_by = $3, decided_at = $4 WHERE id = $1 AND status = 'pending'`,
        [current.id, empty ? 'withdrawn' : 'replaced', userId, now],
      )
    }
    if (empty) return false
    await tx.query(
      `INSERT INTO clinic_change_requests (id, clinic_id, changes, status, requested_by, requested_at) VALUES ($1, $2, $3, 'pending', $4, $5)`,
      [crypto.randomUUID(), scope.clinicId, JSON.stringify(changes), userId, now],
    )
    return true
  },

  /** Every pending request, oldest first (the network team's list). */
  async pending(q: Queryable): Promise<ClinicChangeRequest[]> {
    return (await q.query<Row>(`${SELECT} WHERE r.status = 'pending' ORDER BY r.requested_at, r.id`)).map(toRequest)
  },

  /** The pending request `id` (a UUID), if there is one. */
  async findPending(q: Queryable, id: string): Promise<ClinicChangeRequest | undefined> {
    const [row] = await q.query<Row>(`${SELECT} WHERE r.id = $1 AND r.status = 'pending'`, [id])
    return row && toRequest(row)
  },

  /**
   * Decides the pending request `id`; approving writes its values to the clinic in the same
   * statement group (the caller's transaction). Undefined when no such request is pending (already
   * decided, replaced, or unknown): nothing written.
   */
  async decide(tx: Queryable, id: string, approve: boolean, userId: string, now: Date): Promise<ClinicChangeRequest | undefined> {
    const [row] = await tx.query<{ id: string }>(
      `UPDATE clinic_change_requests SET status = $2, decided_by = $3, decided_at = $4 WHERE id = $1 AND status = 'pending' RETURNING id::text AS id`,
      [id, approve ? 'approved' : 'rejected', userId, now],
    )
    if (!row) return undefined
    const [decided] = await tx.query<Row>(`${SELECT} WHERE r.id = $1`, [id])
    const request = toRequest(decided!)
    if (approve) {
      const written: Array<[string, unknown]> = [...approvedValues(request.changes), ['updated_at', now]]
      await tx.query(`UPDATE clinics SET ${written.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`, [
        request.clinicId,
        ...written.map(([, value]) => value),
      ])
    }
    return request
  },
}
