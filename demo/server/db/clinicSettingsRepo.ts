import type { ClinicRecord } from '../../../src/schemas/clinic'
import type { Logo, Partner } from './Partner'
import { COLUMNS, hoursJson, languagesJson, logoHashOf, toPartner, type ClinicRow } from './clinicsRepo'
import type { Queryable } from './db'
import { normalizeClinicId } from '../../../src/schemas/clinicId'

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
    const [row] = await q.query<ClinicRow>(`SELECT ${COLUMNS} FROM clinics WHERE id = $1 AND id = $2`, [
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
    const hash = logo ? logoHashOf(logo.bytes) : null
    const rows = await tx.query(
      `UPDATE clinics SET name = $3, website = $4, booking_url = $5, privacy_url = $6, phone = $7, street = $8, city = $9, state = $10,
         zip = $11, latitude = $12, longitude = $13, radius_miles = $14, services = $15, results_variant = $16, results_text = $17,
         promotions = $18, lead_emails = $19, theme = $20,
         logo = CASE WHEN $21 THEN $22 ELSE logo END, logo_type = CASE WHEN $21 THEN $23 ELSE logo_type END,
         logo_hash = CASE WHEN $21 THEN $24 ELSE logo_hash END, updated_at = $25, languages = $26, allowed_websites = $27, booking = $28, opening_hours = $29,
         emergency = $30
       WHERE id = $1 AND id = $2 RETURNING id`,
      [
        normalizeClinicId(id),
        scope.clinicId,
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
        c.resultsVariant ?? null,
        c.resultsText ?? null,
        JSON.stringify(c.promotions),
        JSON.stringify(c.leadEmails),
        JSON.stringify(c.theme),
        !!logo,
        logo ? Buffer.from(logo.bytes) : null,
        logo?.type ?? null,
        hash,
        now,
        languagesJson(c.languages),
        JSON.stringify(c.allowedWebsites ?? []),
        c.booking ? JSON.stringify(c.booking) : null,
        hoursJson(c.openingHours),
        c.emergency === true,
      ],
    )
    return rows.length === 1
  },
}
