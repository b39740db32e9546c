import type { BookingRow } from '../db/bookingsRepo'
import { isoWithOffset } from './isoWithOffset'

/** A visit as the workspace's Calendar and the webhooks show it, times with the clinic's offset. */
export function bookingItem(b: BookingRow, zone: string) {
  return {
    id: b.id,
    start: isoWithOffset(b.start_at.getTime(), zone),
    end: isoWithOffset(b.end_at.getTime(), zone),
    status: b.status === 'cancelled' ? ('cancelled' as const) : ('booked' as const),
    service: b.service,
    appointment_name: b.appointment_name,
    owner: { name: b.owner_name, email: b.email, phone: b.phone },
    pet_name: b.pet_name,
    lead_id: b.lead_id,
  }
}
