import * as v from 'valibot'
import { SERVICES } from './services'

const minutes = (min: number, max: number, what: string) =>
  v.pipe(
    v.number('Must be a number'),
    v.integer('Must be a whole number'),
    v.minValue(min, `${what}: at least ${min}`),
    v.maxValue(max, `${what}: at most ${max}`),
  )
const dollars = v.pipe(v.number(), v.minValue(0))

/**
 * One kind of visit a clinic takes online: its name, how long it lasts, the services (as the
 * service-request wizard names them) it serves, and the price range shown beside its slots.
 */
export const appointmentTypeSchema = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Is required'), v.maxLength(80)),
  durationMinutes: minutes(5, 480, 'Duration'),
  services: v.pipe(v.array(v.picklist(SERVICES, 'Not a service of the spec')), v.minLength(1, 'At least one service')),
  /** [from, to] in dollars; absent: no price is shown. */
  price: v.optional(
    v.pipe(
      v.tuple([dollars, dollars], 'Must be [from, to] in dollars'),
      v.check(([a, b]) => a <= b, 'The first price must not exceed the second'),
    ),
  ),
})

/**
 * How a clinic takes bookings: its appointment types, how many visits it can run at once (rooms or
 * vets: its seats), how many days ahead owners may book, the least notice it needs and the gap it
 * keeps after each visit. Opening hours and closures are the clinic's own hours (hoursOf).
 */
export const bookingSettingsSchema = v.strictObject({
  appointmentTypes: v.pipe(v.array(appointmentTypeSchema), v.maxLength(50, 'At most 50 appointment types')),
  capacity: v.optional(minutes(1, 20, 'Capacity'), 1),
  windowDays: v.optional(minutes(1, 90, 'Booking window'), 14),
  noticeMinutes: v.optional(minutes(0, 30 * 24 * 60, 'Notice'), 0),
  bufferMinutes: v.optional(minutes(0, 240, 'Buffer'), 0),
})

/** A clinic's booking settings, as validated (defaults filled in). */
export type BookingSettings = v.InferOutput<typeof bookingSettingsSchema>
/** One appointment type. */
export type AppointmentType = v.InferOutput<typeof appointmentTypeSchema>

/** The pet species a booking names. */
export const BOOKING_SPECIES = ['dog', 'cat'] as const
