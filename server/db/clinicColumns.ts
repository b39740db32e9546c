import { createHash } from 'node:crypto'
import type { ClinicRecord } from '../../src/schemas/clinic'
import { LANGS } from '../../src/text/Lang'
import type { Logo, Partner } from './Partner'

/** What the import and the settings page write: the validated record and where it is. */
export type ClinicInput = Omit<ClinicRecord, 'logo'> & { latitude: number; longitude: number }

/** How one Partner field is kept in one `clinics` column. */
interface ClinicColumn<K extends keyof Partner> {
  /** The column's name. */
  column: string
  /** Its value in SQL; absent for `logo_hash`, which the logo's bytes decide (logoValues). */
  encode?: (c: ClinicInput) => unknown
  /** The field from the column's value; absent: the value as selected. */
  decode?: (value: never) => Partner[K]
  /** A NULL column leaves the field out of the Partner (rather than undefined). */
  absentWhenNull?: true
  /**
   * The clinic's owner may change it on the settings page. The network alone sets the id, kind,
   * assessments and active flag, and first contact has its own page.
   */
  ownerEdits?: true
  /**
   * Where the clinic is and how far it serves, and whether it is a 24-hour emergency hospital:
   * these decide which leads other clinics receive and which hospital an owner is told to call, so
   * an owner's change waits in a change request until the network approves it (clinicChangesRepo).
   */
  networkApproves?: true
}

const json = (value: unknown): string => JSON.stringify(value)
const jsonOrNull = (value: unknown): string | null => (value ? JSON.stringify(value) : null)
const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined

/**
 * The `languages` column's value, each language once: NULL (every language) when absent or when it
 * lists them all, so "all" has one spelling and a widget's one-language check sees one entry.
 */
function languagesJson(languages: Partner['languages']): string | null {
  const unique = [...new Set(languages ?? [])]
  return unique.length > 0 && unique.length < LANGS.length ? JSON.stringify(unique) : null
}

/**
 * Every Partner field and its `clinics` column, in the order a Partner lists them: the SELECT list,
 * the row's decoding, the import's INSERT and the settings page's UPDATE all derive from this one
 * map, so a new clinic column is added here only (the type requires one entry per Partner field).
 */
const CLINIC_COLUMNS: { [K in keyof Partner]-?: ClinicColumn<K> } = {
  id: { column: 'id', encode: (c) => c.id },
  kind: { column: 'kind', encode: (c) => c.kind },
  name: { column: 'name', encode: (c) => c.name, ownerEdits: true },
  website: { column: 'website', encode: (c) => c.website ?? null, decode: orUndefined<string>, ownerEdits: true },
  bookingUrl: { column: 'booking_url', encode: (c) => c.bookingUrl ?? null, decode: orUndefined<string>, ownerEdits: true },
  privacyUrl: { column: 'privacy_url', encode: (c) => c.privacyUrl ?? null, decode: orUndefined<string>, ownerEdits: true },
  phone: { column: 'phone', encode: (c) => c.phone, ownerEdits: true },
  street: { column: 'street', encode: (c) => c.street, ownerEdits: true, networkApproves: true },
  city: { column: 'city', encode: (c) => c.city, ownerEdits: true, networkApproves: true },
  state: { column: 'state', encode: (c) => c.state, ownerEdits: true, networkApproves: true },
  zip: { column: 'zip', encode: (c) => c.zip, ownerEdits: true, networkApproves: true },
  latitude: { column: 'latitude', encode: (c) => c.latitude, decode: Number, ownerEdits: true, networkApproves: true },
  longitude: { column: 'longitude', encode: (c) => c.longitude, decode: Number, ownerEdits: true, networkApproves: true },
  radiusMiles: { column: 'radius_miles', encode: (c) => c.radiusMiles, decode: Number, ownerEdits: true, networkApproves: true },
  services: { column: 'services', encode: (c) => json(c.services), ownerEdits: true },
  assessments: { column: 'assessments', encode: (c) => json(c.assessments) },
  resultsVariant: {
    column: 'results_variant',
    encode: (c) => c.resultsVariant ?? null,
    decode: orUndefined<NonNullable<Partner['resultsVariant']>>,
    ownerEdits: true,
  },
  resultsText: { column: 'results_text', encode: (c) => c.resultsText ?? null, decode: orUndefined<string>, ownerEdits: true },
  promotions: { column: 'promotions', encode: (c) => json(c.promotions), ownerEdits: true },
  leadEmails: { column: 'lead_emails', encode: (c) => json(c.leadEmails), ownerEdits: true },
  theme: { column: 'theme', encode: (c) => json(c.theme), ownerEdits: true },
  active: { column: 'active', encode: (c) => c.active },
  logoHash: { column: 'logo_hash' },
  /** NULL: the widgets offer every language. */
  languages: {
    column: 'languages',
    encode: (c) => languagesJson(c.languages),
    decode: orUndefined<NonNullable<Partner['languages']>>,
    ownerEdits: true,
  },
  allowedWebsites: {
    column: 'allowed_websites',
    encode: (c) => json(c.allowedWebsites ?? []),
    decode: (value: string[] | null) => value ?? [],
    ownerEdits: true,
  },
  /** NULL: the clinic takes no bookings online. */
  booking: { column: 'booking', encode: (c) => jsonOrNull(c.booking), absentWhenNull: true, ownerEdits: true },
  /** NULL: the server's first-contact defaults. */
  firstContact: { column: 'first_contact', encode: (c) => jsonOrNull(c.firstContact), absentWhenNull: true },
  /** NULL: open around the clock (hoursOf). */
  openingHours: { column: 'opening_hours', encode: (c) => jsonOrNull(c.openingHours), absentWhenNull: true, ownerEdits: true },
  /** A 24-hour emergency hospital: named to the owner of an emergency whose clinic is closed (false: not one). */
  emergency: {
    column: 'emergency',
    encode: (c) => c.emergency === true,
    decode: (value: boolean) => (value ? true : undefined),
    ownerEdits: true,
    networkApproves: true,
  },
}

type AnyColumn = ClinicColumn<keyof Partner> & { field: keyof Partner }
const ALL: readonly AnyColumn[] = Object.entries(CLINIC_COLUMNS).map(([field, c]) => ({ ...c, field }) as AnyColumn)

/** A `clinics` row as selected by CLINIC_SELECT, by column name. */
export type ClinicRow = Record<string, unknown>

/** The columns toPartner reads (everything but the logo's bytes). */
export const CLINIC_SELECT = ALL.map((c) => c.column).join(', ')

/** A row as the server's Partner. */
export function toPartner(row: ClinicRow): Partner {
  const partner: Record<string, unknown> = {}
  for (const c of ALL) {
    const value = row[c.column]
    if (c.absentWhenNull && value == null) continue
    const decoded = c.decode ? c.decode(value as never) : value
    // A field the row leaves unset is absent from the partner, not present as undefined.
    if (decoded !== undefined) partner[c.field] = decoded
  }
  return partner as unknown as Partner
}

/** The Partner fields an owner's change of which waits for the network's approval, in map order. */
export const NETWORK_APPROVED_FIELDS = ALL.filter((c) => c.networkApproves).map((c) => c.field) as ReadonlyArray<keyof ClinicInput>

/**
 * The columns written from `c` and their values, in map order: the import writes every one (the
 * network's record is the whole truth), the settings page only those its owner edits without the
 * network's approval.
 */
export function clinicValues(c: ClinicInput, by: 'network' | 'owner'): Array<[column: string, value: unknown]> {
  const writes = (col: AnyColumn) => by === 'network' || (col.ownerEdits && !col.networkApproves)
  return ALL.flatMap((col) => (col.encode && writes(col) ? [[col.column, col.encode(c)] as [string, unknown]] : []))
}

/** The columns an approved change request writes: those of the network-approved fields it names. */
export function approvedValues(changes: Partial<ClinicInput>): Array<[column: string, value: unknown]> {
  return ALL.flatMap((col) =>
    col.encode && col.networkApproves && col.field in changes
      ? [[col.column, col.encode(changes as ClinicInput)] as [string, unknown]]
      : [],
  )
}

/** A logo's version: the first 32 hex digits of its SHA-256 (its URL's `v` and its ETag). */
function logoHashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32)
}

/** The logo's three columns (bytes, content type, version), written together. */
export const LOGO_COLUMNS = ['logo', 'logo_type', 'logo_hash'] as const

/** The values of LOGO_COLUMNS for `logo` (NULLs without one), then whether to keep the stored logo. */
export function logoValues(logo: Logo | null | undefined): unknown[] {
  return [logo ? Buffer.from(logo.bytes) : null, logo?.type ?? null, logo ? logoHashOf(logo.bytes) : null, logo === undefined]
}

/**
 * The SET list of LOGO_COLUMNS for logoValues passed from parameter `$first` on: the row keeps its
 * logo when the write brings none (`logo` undefined), so a save without a new file loses nothing.
 */
export function logoAssignments(first: number): string {
  const keep = `$${first + LOGO_COLUMNS.length}`
  return LOGO_COLUMNS.map((column, i) => `${column} = CASE WHEN ${keep} THEN clinics.${column} ELSE $${first + i} END`).join(', ')
}
