import type { BookingSettings } from '../../src/schemas/booking'
import type { Service } from '../../src/schemas/services'
import { servicesEn } from '../../src/text/services.en'

/** Minutes a demo visit lasts: procedures longer than a consultation. */
const DEMO_MINUTES: Partial<Record<Service, number>> = { spay_neuter: 60, dental_care: 60, euthanasia: 60, mass_tumor_evaluation: 45 }

/**
 * The demo's booking settings for a partner offering `services`: one appointment type per service
 * (named after it, priced as the clinic's small-dog row), one seat, 14 days ahead, no notice or
 * buffer, within the partner's opening hours (the demo's office hours, `demoHours`).
 */
export function demoBooking(services: Partial<Record<Service, { dogSmall: [number, number] }>>): BookingSettings {
  return {
    appointmentTypes: (Object.keys(services) as Service[]).map((s) => ({
      name: servicesEn[s],
      durationMinutes: DEMO_MINUTES[s] ?? 30,
      services: [s],
      price: services[s]!.dogSmall,
    })),
    capacity: 1,
    windowDays: 14,
    noticeMinutes: 0,
    bufferMinutes: 0,
  }
}
