import * as v from 'valibot'
import { en } from '../text/en'
import { clinicIdSchema } from './clinicId'
import { MAIL_ADDRESS, mailAddress } from './email'

/**
 * Field schemas shared by every form and by the reference server. Each is built once here and
 * composed into entities (payloads) and per-step form schemas. No UI code: the server imports this.
 */

const m = en.messages

/** The address rule every form, the workspace and the server share (schemas/email.ts). */
export const EMAIL_PATTERN = MAIL_ADDRESS

/** A required text of at most `max` characters, trimmed; blank counts as missing. */
// @__NO_SIDE_EFFECTS__
export function requiredText(max = 120, message: string = m.required) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `At most ${max} characters`))
}

/** An optional free text of at most `max` characters ('' when absent). */
// @__NO_SIDE_EFFECTS__
export function optionalText(max = 2000) {
  return v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters`)), '')
}

export const emailField = mailAddress(m.email, m.required)

export const phoneField = v.pipe(
  v.string(m.required),
  v.trim(),
  v.nonEmpty(m.required),
  v.regex(/^\d+$/, m.numeric),
  v.maxLength(20, 'At most 20 digits'),
)

export const zipField = v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.required), v.maxLength(10, m.zipLength))

/** Weight in lbs, as text (the spec keeps it a string): digits and at most one dot. */
export const weightField = v.pipe(
  v.string(m.required),
  v.trim(),
  v.nonEmpty(m.required),
  v.regex(/^(?:\d+\.?\d*|\.\d+)$/, m.numeric),
  v.maxLength(7, 'At most 7 characters'),
)

export const PET_TYPES = ['dog', 'cat'] as const
export const GENDERS = ['male', 'female'] as const
export const NEUTERED = ['yes', 'no', 'unsure'] as const

/** dog or cat; accepts the kiosk's and QR form's capitalised 'Dog' / 'Cat' as the same values. */
export const petTypeField = v.pipe(
  v.string(m.required),
  v.nonEmpty(m.required),
  v.check((s) => PET_TYPES.includes(s.toLowerCase() as 'dog'), m.required),
)
export const genderField = v.picklist(GENDERS, m.required)
export const neuteredField = v.picklist(NEUTERED, m.required)

/** Today's date as YYYY-MM-DD in the local time zone of whoever runs the check. */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60000)
  return local.toISOString().slice(0, 10)
}

function isRealDate(s: string): boolean {
  const d = new Date(s + 'T00:00:00Z')
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

/** The earliest birthday taken: older is a typing slip (a year of 0019), not a pet. */
export const BIRTHDAY_MIN = '1980-01-01'

/**
 * A birthday as YYYY-MM-DD, never after today. One day of slack, because "today" on an owner's
 * phone east of the server can already be tomorrow on the server's clock.
 */
export const birthdayField = v.pipe(
  v.string(m.required),
  v.trim(),
  v.nonEmpty(m.required),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, m.required),
  v.check(isRealDate, m.required),
  // Its own words: 'Is required' under a filled field reads as a bug.
  v.check((s) => s >= BIRTHDAY_MIN, m.birthdayPast),
  v.check((s) => s <= todayIso(new Date(Date.now() + 86400000)), m.birthdayFuture),
)

/** Names picked from a lookup list (medications, allergies, conditions). */
export const nameList = v.optional(v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120))), v.maxLength(50)), [])

/** A URL the server gave back for an uploaded photo, or '' when there is none yet. */
export const imageUrlField = v.optional(v.pipe(v.string(), v.maxLength(2048)), '')

/** The clinic a clinic form is bound to. */
export const clinicIdField = clinicIdSchema
