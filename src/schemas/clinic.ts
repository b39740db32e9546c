import * as v from 'valibot'
import { clinicIdSchema } from './clinicId'
import { bookingSettingsSchema } from './booking'
import { mailAddress } from './email'
import { firstContactSchema } from './firstContact'
import { openingHoursSchema } from './openingHours'
import { SERVICES } from './services'

/**
 * One partner of the network (a clinic or a low-cost program), as the `clinics` table holds it and
 * as `npm run clinics -- import` reads it. Shared by the reference server and the import CLI; the
 * widget bundle never imports it (it only ever sees the public part, from GET /clinics/{id}).
 */

const url = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(500), v.url('Must be a URL'), v.startsWith('https://', 'Must start with https://')),
)
const range = v.pipe(
  v.tuple([v.pipe(v.number(), v.minValue(0)), v.pipe(v.number(), v.minValue(0))], 'Must be [from, to] in dollars'),
  v.check(([a, b]) => a <= b, 'The first price must not exceed the second'),
)
/**
 * A website allowed to send leads in a clinic's name, kept as its origin (scheme, host and port:
 * what a browser sends in `Origin`), so "https://www.clinic.org/contact/" and "https://www.clinic.org" are one entry.
 */
const website = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(200),
  v.check(
    (s) => /^https?:\/\/[^/\s]+/i.test(s) && URL.canParse(s),
    'Must be a website address starting with https:// (or http:// for a test site)',
  ),
  v.transform((s) => new URL(s).origin),
)
const day = v.pipe(v.string(), v.isoDate('Must be a date YYYY-MM-DD'))

/** The clinic's own price range per service: small dog, large dog (over 40 lbs), cat. */
export const priceRowSchema = v.strictObject({ dogSmall: range, dogLarge: range, cat: range })

/** The custom properties a clinic's theme may set, without the `--petlead-` prefix. */
export const THEME_KEYS = ['primary', 'primary-text', 'text', 'muted', 'bg', 'border', 'error', 'focus', 'surface'] as const

/** The full record, private fields included. */
export const clinicSchema = v.strictObject({
  /** The slug used as `clinic_id`. */
  id: clinicIdSchema,
  kind: v.picklist(['clinic', 'program'], 'Must be clinic or program'),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Is required'), v.maxLength(120)),
  /** An image as a data: URL (what export writes), or a file path relative to the import file. */
  logo: v.optional(v.pipe(v.string(), v.maxLength(2_000_000))),
  website: url,
  bookingUrl: url,
  privacyUrl: url,
  phone: v.pipe(v.string(), v.regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'Must read (555) 555-5555')),
  street: v.pipe(v.string(), v.trim(), v.nonEmpty('Is required'), v.maxLength(200)),
  city: v.pipe(v.string(), v.trim(), v.nonEmpty('Is required'), v.maxLength(100)),
  state: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Two capital letters')),
  zip: v.pipe(v.string(), v.regex(/^\d{5}$/, 'Five digits')),
  radiusMiles: v.pipe(v.number('Must be a number'), v.minValue(1), v.maxValue(100)),
  services: v.record(v.picklist(SERVICES, 'Not a service of the spec'), priceRowSchema),
  assessments: v.optional(v.array(v.picklist(['health', 'dental'], 'Must be health or dental')), []),
  resultsVariant: v.optional(v.picklist(['logo-return', 'logo-return-appointment', 'dental-special', 'check-email-logo'])),
  resultsText: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  promotions: v.optional(
    v.array(
      v.strictObject({
        title: v.pipe(v.string(), v.maxLength(120)),
        text: v.pipe(v.string(), v.maxLength(500)),
        validFrom: day,
        validTo: day,
      }),
    ),
    [],
  ),
  /** Private: where this partner's leads are e-mailed. */
  leadEmails: v.pipe(v.array(mailAddress('Must be an e-mail address')), v.minLength(1, 'At least one address')),
  /** The languages its widgets offer; one only hides their language switch. Absent: all. */
  languages: v.optional(v.pipe(v.array(v.picklist(['en', 'es'], 'Must be en or es')), v.minLength(1, 'At least one language'))),
  /**
   * The websites (origins) allowed to send leads for this clinic from a browser. Empty or absent:
   * any website may, as embeddable forms usually allow; set: a submission from another site is refused (403).
   */
  allowedWebsites: v.optional(
    v.pipe(
      v.array(website),
      v.maxLength(20, 'At most 20 websites'),
      v.transform((list) => [...new Set(list)]),
    ),
    [],
  ),
  /**
   * Its time zone, weekly opening hours and closures; every open-time rule (first-contact target,
   * re-routing, bookable slots) counts in them. Absent: open around the clock (see hoursOf).
   */
  openingHours: v.optional(openingHoursSchema),
  /**
   * A 24-hour emergency hospital: while it is open, the owner of an emergency whose own clinic is
   * closed is told to call it (the nearest one in range). Absent: it takes no emergencies off hours.
   */
  emergency: v.optional(v.boolean()),
  /**
   * Online booking: appointment types per service, capacity, window, notice and buffers (see
   * docs/booking.md). Absent: the clinic takes no bookings through PetLead.
   */
  booking: v.optional(bookingSettingsSchema),
  /** Its first-contact target and re-route time (open minutes), and whether it takes part in re-routing. Absent: the server's defaults. */
  firstContact: v.optional(firstContactSchema),
  theme: v.optional(
    v.record(v.picklist(THEME_KEYS, 'Not a theme property'), v.pipe(v.string(), v.regex(/^#[0-9a-f]{3,8}$/i, 'Must be a hex colour'))),
    {},
  ),
  active: v.optional(v.boolean(), true),
})

/** A partner, as validated. */
export type ClinicRecord = v.InferOutput<typeof clinicSchema>
/** A partner as written in an import file. */
export type ClinicRecordInput = v.InferInput<typeof clinicSchema>
