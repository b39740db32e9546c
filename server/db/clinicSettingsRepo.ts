import type { ClinicRecord } from '../../src/schemas/clinic'
import type { Logo, Partner } from './Partner'
import { CLINIC_SELECT, clinicValues, logoAssignments, logoValues, toPartner, type ClinicRow } from './clinicColumns'
import type { Queryable } from './db'
import { normalizeClinicId } from '../../src/schemas/clinicId'

/** The one clinic an owner's session may manage, as scopeOf gives it. */
export interface OwnClinicScope {
  kind: 'clinic'
  clinicId: string
}

/**
 * The workspace's settings page reads and writes a clinic only through these two functions, and
 * both put the session's clinic in the SQL next to the requested id: an owner asking for another
 * clinic finds no row (a 404 like an unknown id), whatever the handler passes.
 */
export const clinicSettingsRepo = {
  /** The clinic `id` when it is the scope's own, active or not; undefined otherwise. */
  async find(q: Queryable, scope: OwnClinicScope, id: string): Promise<Partner | undefined> {
    const [row] = await q.query<ClinicRow>(`SELECT ${CLINIC_SELECT} FROM clinics WHERE id = $1 AND id = $2`, [
      normalizeClinicId(id),
      scope.clinicId,
    ])
    return row && toPartner(row)
  },

  /**
   * Writes the owner-editable fields of the scope's own clinic `id` (never its id, kind,
   * assessments or active flag); `logo` undefined keeps the stored one. False when no row is the
   * scope's (nothing written).
   */
  async save(
    tx: Queryable,
    scope: OwnClinicScope,
    id: string,
    c: ClinicRecord & { latitude: number; longitude: number },
    logo: Logo | undefined,
    now: Date,
  ): Promise<boolean> {
    const written: Array<[string, unknown]> = [...clinicValues(c, 'owner'), ['updated_at', now]]
    const rows = await tx.query(
      `UPDATE clinics SET ${written.map(([column], i) => `${column} = $${i + 3}`).join(', ')}, ${logoAssignments(written.length + 3)}
       WHERE id = $1 AND id = $2 RETURNING id`,
      [normalizeClinicId(id), scope.clinicId, ...written.map(([, value]) => value), ...logoValues(logo)],
    )
    return rows.length === 1
  },
}
