import { createHash } from 'node:crypto'
import type { ClinicRecord } from '../../../src/schemas/clinic'
import { LANGS } from '../../../src/text/Lang'
import type { Logo, Partner } from './Partner'
import type { Queryable } from './db'
import { normalizeClinicId } from '../../../src/schemas/clinicId'

/** A `clinics` row as selected by COLUMNS. */
export interface ClinicRow {
  id: string
  kind: 'clinic' | 'program'
  name: string
  website: string | null
  booking_url: string | null
  privacy_url: string | null
  phone: string
  street: string
  city: string
  state: string
  zip: string
  latitude: number
  longitude: number
  radius_miles: number
  services: Partner['services']
  assessments: Partner['assessments']
  results_variant: Partner['resultsVariant'] | null
  results_text: string | null
  promotions: Partner['promotions']
  lead_emails: string[]
  theme: Partner['theme']
  active: boolean
  logo_hash: string | null
  /** NULL: the widgets offer every language. */
  languages: Partner['languages'] | null
  allowed_websites: string[]
  /** NULL: the clinic takes no bookings online. */
  booking: Partner['booking'] | null
  /** NULL: the server's first-contact defaults. */
  first_contact?: Partner['firstContact'] | null
  /** NULL: open around the clock (hoursOf). */
  opening_hours: Partner['openingHours'] | null
  /** A 24-hour emergency hospital (false: not one). */
  emergency?: boolean
}

/** The columns toPartner reads (everything but the logo's bytes). */
export const COLUMNS = `id, kind, name, website, booking_url, privacy_url, phone, street, city, state, zip, latitude, longitude, radius_miles,
  services, assessments, results_variant, results_text, promotions, lead_emails, theme, active, logo_hash, languages, allowed_websites, booking, first_contact, opening_hours, emergency`

/** A row as the server's Partner. */
export function toPartner(r: ClinicRow): Partner {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    website: r.website ?? undefined,
    bookingUrl: r.booking_url ?? undefined,
    privacyUrl: r.privacy_url ?? undefined,
    phone: r.phone,
    street: r.street,
    city: r.city,
    state: r.state,
    zip: r.zip,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    radiusMiles: Number(r.radius_miles),
    services: r.services,
    assessments: r.assessments,
    resultsVariant: r.results_variant ?? undefined,
    resultsText: r.results_text ?? undefined,
    promotions: r.promotions,
    leadEmails: r.lead_emails,
    theme: r.theme,
    active: r.active,
    logoHash: r.logo_hash,
    languages: r.languages ?? undefined,
    allowedWebsites: r.allowed_websites ?? [],
    ...(r.booking ? { booking: r.booking } : {}),
    ...(r.first_contact ? { firstContact: r.first_contact } : {}),
    ...(r.opening_hours ? { openingHours: r.opening_hours } : {}),
    ...(r.emergency ? { emergency: true } : {}),
  }
}

/** A logo's version: the first 32 hex digits of its SHA-256 (its URL's `v` and its ETag). */
export function logoHashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32)
}

/**
 * Inserts or replaces one partner by id (import and seed are idempotent). `logo` undefined keeps
 * the stored logo, null removes it.
 */
export async function upsertClinic(
  tx: Queryable,
  c: Omit<ClinicRecord, 'logo'> & { latitude: number; longitude: number },
  logo: Logo | null | undefined,
  now: Date,
): Promise<void> {
  const keepLogo = logo === undefined
  const hash = logo ? logoHashOf(logo.bytes) : null
  await tx.query(
    `INSERT INTO clinics (id, kind, name, website, booking_url, privacy_url, phone, street, city, state, zip, latitude, longitude, radius_miles,
       services, assessments, results_variant, results_text, promotions, lead_emails, theme, active, logo, logo_type, logo_hash, updated_at, languages, allowed_websites, booking, first_contact, opening_hours, emergency)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $28, $29, $30, $31, $32, $33)
     ON CONFLICT (id) DO UPDATE SET kind = $2, name = $3, website = $4, booking_url = $5, privacy_url = $6, phone = $7, street = $8, city = $9,
       state = $10, zip = $11, latitude = $12, longitude = $13, radius_miles = $14, services = $15, assessments = $16, results_variant = $17,
       results_text = $18, promotions = $19, lead_emails = $20, theme = $21, active = $22,
       logo = CASE WHEN $27 THEN clinics.logo ELSE $23 END, logo_type = CASE WHEN $27 THEN clinics.logo_type ELSE $24 END,
       logo_hash = CASE WHEN $27 THEN clinics.logo_hash ELSE $25 END, updated_at = $26, languages = $28, allowed_websites = $29, booking = $30, first_contact = $31, opening_hours = $32, emergency = $33`,
    [
      c.id,
      c.kind,
      c.name,
      c.website ?? null,
      c.bookingUrl ?? null,
      c.privacyUrl ?? null,
      c.phone,
      c.street,
      c.city,
      c.state,
      c.zip,
      c.latitude,
      c.longitude,
      c.radiusMiles,
      JSON.stringify(c.services),
      JSON.stringify(c.assessments),
      c.resultsVariant ?? null,
      c.resultsText ?? null,
      JSON.stringify(c.promotions),
      JSON.stringify(c.leadEmails),
      JSON.stringify(c.theme),
      c.active,
      logo ? Buffer.from(logo.bytes) : null,
      logo?.type ?? null,
      hash,
      now,
      keepLogo,
      languagesJson(c.languages),
      JSON.stringify(c.allowedWebsites ?? []),
      c.booking ? JSON.stringify(c.booking) : null,
      c.firstContact ? JSON.stringify(c.firstContact) : null,
      hoursJson(c.openingHours),
      c.emergency === true,
    ],
  )
}

/** The `opening_hours` column's value: NULL (open around the clock) when the record gives none. */
export function hoursJson(hours: Partner['openingHours']): string | null {
  return hours ? JSON.stringify(hours) : null
}

/**
 * The `languages` column's value, each language once: NULL (every language) when absent or when it
 * lists them all, so "all" has one spelling and a widget's one-language check sees one entry.
 */
export function languagesJson(languages: Partner['languages']): string | null {
  const unique = [...new Set(languages ?? [])]
  return unique.length > 0 && unique.length < LANGS.length ? JSON.stringify(unique) : null
}

/** One partner by id (case-insensitive), active or not; undefined when unknown. */
export async function findPartner(q: Queryable, id: string): Promise<Partner | undefined> {
  const [row] = await q.query<ClinicRow>(`SELECT ${COLUMNS} FROM clinics WHERE id = $1`, [normalizeClinicId(id)])
  return row && toPartner(row)
}

/** Every active partner, for routing. A network of hundreds fits in memory; thousands would want PostGIS. */
export async function activePartners(q: Queryable): Promise<Partner[]> {
  return (await q.query<ClinicRow>(`SELECT ${COLUMNS} FROM clinics WHERE active ORDER BY id`)).map(toPartner)
}

/** The active 24-hour emergency hospitals, for the owner of an emergency whose clinic is closed. */
export async function emergencyPartners(q: Queryable): Promise<Partner[]> {
  return (await q.query<ClinicRow>(`SELECT ${COLUMNS} FROM clinics WHERE active AND emergency ORDER BY id`)).map(toPartner)
}

/** Every partner with its logo, for export. */
export async function allClinicsWithLogos(q: Queryable): Promise<Array<{ partner: Partner; logo: Logo | null }>> {
  const rows = await q.query<ClinicRow & { logo: Uint8Array | null; logo_type: string | null }>(
    `SELECT ${COLUMNS}, logo, logo_type FROM clinics ORDER BY id`,
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
