import * as v from 'valibot'
import { clinicIdSchema } from './clinicId'
import { emailField, phoneField, requiredText } from './fields'
import { SERVICES } from './services'

const uuid = v.pipe(v.string(), v.uuid('Must be an id'))
/** A slot's start as the slot call gave it: ISO 8601 with an offset. */
const start = v.pipe(v.string('Is required'), v.isoTimestamp('Must be a time such as 2026-11-25T16:30:00-08:00'))
const secret = v.pipe(v.string('Is required'), v.minLength(1, 'Is required'), v.maxLength(200))

/** POST /bookings/holds: a seat for 10 minutes at one of the slot call's starts. */
export const holdRequestSchema = v.strictObject({
  clinic_id: clinicIdSchema,
  service: v.picklist(SERVICES, 'Not a service of the spec'),
  start,
})

/** POST /bookings: the hold confirmed with the owner's details (the ones the form already has). */
export const confirmBookingSchema = v.strictObject({
  hold_id: uuid,
  hold_secret: secret,
  owner_name: requiredText(120),
  email: emailField,
  phone: phoneField,
  pet_name: requiredText(120),
  species: v.picklist(['dog', 'cat'], 'Must be dog or cat'),
  /** The submission (lead) this booking follows: it becomes `booked`. */
  lead_id: v.optional(uuid),
  lang: v.optional(v.picklist(['en', 'es'], 'Must be en or es')),
})

/** POST /bookings/manage and /bookings/cancel: the token of the e-mailed link. */
export const manageRequestSchema = v.strictObject({ token: secret })

/** POST /bookings/move: the token and the new start. */
export const moveRequestSchema = v.strictObject({ token: secret, start })

/** POST /workspace/bookings/{id}/move. */
export const workspaceMoveSchema = v.strictObject({ start })
