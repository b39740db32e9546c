import * as v from 'valibot'

/**
 * A clinic id (`data-clinic-id`, `clinic_id`, the slug in `/clinics/{id}`) in its canonical form:
 * lower-case letters, digits and hyphens, starting with a letter or digit, at most 64 characters.
 * Canonical because the database stores and compares ids as text: `Willow` and `willow` must be
 * one clinic, so every door (widget, API, import, embed builder) lower-cases before it checks.
 */
export const CLINIC_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/

/** The message when a value is not a clinic id. */
export const CLINIC_ID_MESSAGE = 'Unknown clinic id'

/** A clinic id as a page or a person may write it, made canonical (trimmed, lower-case); not checked. */
// @__NO_SIDE_EFFECTS__
export function normalizeClinicId(raw: string): string {
  return raw.trim().toLowerCase()
}

/** The canonical id when `raw` is a clinic id in any case, else null. */
export function parseClinicId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const id = normalizeClinicId(raw)
  return CLINIC_ID_PATTERN.test(id) ? id : null
}

/** The clinic id schema: any case in, the canonical id out (the widgets' payloads, the API, the import file, OpenAPI). */
export const clinicIdSchema = v.pipe(v.string(CLINIC_ID_MESSAGE), v.trim(), v.toLowerCase(), v.regex(CLINIC_ID_PATTERN, CLINIC_ID_MESSAGE))

/** clinicIdSchema for a call where the clinic is optional and a form may send '' for none. */
export const optionalClinicIdSchema = v.optional(v.union([v.literal(''), clinicIdSchema], CLINIC_ID_MESSAGE))
