import * as v from 'valibot'
import { SERVICES } from './services'

const minutes = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max))

/** A price range shown with an appointment type, in dollars: [from, to], from not above to. */
const priceRange = v.pipe(
  v.tuple([v.pipe(v.number(), v.minValue(0)), v.pipe(v.number(), v.minValue(0))]),
  v.check(([from, to]) => from <= to, 'The first price must not be above the second'),
)

/** One kind of visit a clinic sells online: its name, its length and the services it serves. */
export const appointmentTypeSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  durationMinutes: v.pipe(minutes(8 * 60), v.minValue(5)),
  services: v.pipe(v.array(v.picklist(SERVICES)), v.minLength(1)),
  price: v.optional(priceRange),
})

/**
 * How a clinic takes bookings online, part of its settings body (`booking`): the appointment
 * types per service, how many visits may run at once (rooms or vets), how many days ahead it can
 * be booked, the minimum notice before a visit and the free minutes kept after each one. The
 * widgets' workspace and the server read this one schema.
 */
export const bookingSettingsSchema = v.object({
  appointmentTypes: v.array(appointmentTypeSchema),
  capacity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
  windowDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(90)),
  noticeMinutes: minutes(14 * 24 * 60),
  bufferMinutes: minutes(240),
})

/** A clinic's booking settings, as stored and as the settings body carries them. */
export type BookingSettings = v.InferOutput<typeof bookingSettingsSchema>
/** One appointment type of a clinic's booking settings. */
export type AppointmentType = v.InferOutput<typeof appointmentTypeSchema>
