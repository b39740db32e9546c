import type { Logo, Partner } from './Partner'
import type { Queryable } from './db'
import { normalizeClinicId } from '../../src/schemas/clinicId'
import {
  CLINIC_SELECT,
  clinicValues,
  LOGO_COLUMNS,
  logoAssignments,
  logoValues,
  toPartner,
  type ClinicInput,
  type ClinicRow,
} from './clinicColumns'

/**
 * Inserts or replaces one partner by id (import and seed are idempotent). `logo` undefined keeps
 * the stored logo, null removes it.
 */
export async function upsertClinic(tx: Queryable, c: ClinicInput, logo: Logo | null | undefined, now: Date): Promise<void> {
  const written: Array<[string, unknown]> = [...clinicValues(c, 'network'), ['updated_at', now]]
  const columns = [...written.map(([column]) => column), ...LOGO_COLUMNS]
  await tx.query(
    `INSERT INTO clinics (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${written
       .filter(([column]) => column !== 'id')
       .map(([column]) => `${column} = EXCLUDED.${column}`)
       .join(', ')}, ${logoAssignments(written.length + 1)}`,
    [...written.map(([, value]) => value), ...logoValues(logo)],
  )
}

/** One partner by id (case-insensitive), active or not; undefined when unknown. */
export async function findPartner(q: Queryable, id: string): Promise<Partner | undefined> {
  const [row] = await q.query<ClinicRow>(`SELECT ${CLINIC_SELECT} FROM clinics WHERE id = $1`, [normalizeClinicId(id)])
  return row && toPartner(row)
}

/** Every active partner, for routing. A network of hundreds fits in memory; thousands would want PostGIS. */
export async function activePartners(q: Queryable): Promise<Partner[]> {
  return (await q.query<ClinicRow>(`SELECT ${CLINIC_SELECT} FROM clinics WHERE active ORDER BY id`)).map(toPartner)
}

/** The active 24-hour emergency hospitals, for the owner of an emergency whose clinic is closed. */
export async function emergencyPartners(q: Queryable): Promise<Partner[]> {
  return (await q.query<ClinicRow>(`SELECT ${CLINIC_SELECT} FROM clinics WHERE active AND emergency ORDER BY id`)).map(toPartner)
}

/** Every partner with its logo, for export. */
export async function allClinicsWithLogos(q: Queryable): Promise<Array<{ partner: Partner; logo: Logo | null }>> {
  const rows = await q.query<ClinicRow & { logo: Uint8Array | null; logo_type: string | null }>(
    `SELECT ${CLINIC_SELECT}, logo, logo_type FROM clinics ORDER BY id`,
  )
  return rows.map((r) => ({
    partner: toPartner(r),
    logo: r.logo && r.logo_type ? { bytes: new Uint8Array(r.logo), type: r.logo_type } : null,
  }))
}

/** A partner's logo bytes and version, or undefined. */
export async function clinicLogo(q: Queryable, id: string): Promise<(Logo & { hash: string }) | undefined> {
  const [row] = await q.query<{ logo: Uint8Array | null; logo_type: string | null; logo_hash: string | null }>(
    'SELECT logo, logo_type, logo_hash FROM clinics WHERE id = $1 AND active',
    [normalizeClinicId(id)],
  )
  if (!row?.logo || !row.logo_type || !row.logo_hash) return undefined
  return { bytes: new Uint8Array(row.logo), type: row.logo_type, hash: row.logo_hash }
}

/** Every partner's id. */
export async function allClinicIds(q: Queryable): Promise<string[]> {
  return (await q.query<{ id: string }>('SELECT id FROM clinics')).map((r) => r.id)
}

/** Marks partners `ids` as demo data (true: a production start refuses while one remains) or as the operator's (false). */
export async function setClinicsDemo(q: Queryable, ids: string[], demo: boolean): Promise<void> {
  await q.query('UPDATE clinics SET demo = $2 WHERE id = ANY($1)', [ids, demo])
}

/** Those of partners `ids` that take no bookings yet, with the services they offer. */
export async function clinicsWithoutBooking(
  q: Queryable,
  ids: string[],
): Promise<Array<{ id: string; services: Record<string, unknown> }>> {
  return q.query<{ id: string; services: Record<string, unknown> }>(
    'SELECT id, services FROM clinics WHERE id = ANY($1) AND booking IS NULL',
    [ids],
  )
}

/** Stores partner `id`'s booking settings (appointment types, seats, horizon). */
export async function setClinicBooking(q: Queryable, id: string, booking: object): Promise<void> {
  await q.query('UPDATE clinics SET booking = $2 WHERE id = $1', [id, JSON.stringify(booking)])
}
