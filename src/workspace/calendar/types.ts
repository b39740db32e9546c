/** One visit as `GET workspace/bookings` lists it. */
export interface WsBooking {
  id: string
  start: string
  end: string
  status: 'booked' | 'cancelled'
  service: string
  appointment_name: string
  owner: { name: string; email: string; phone: string }
  pet_name: string
  lead_id: string | null
}

/** `GET workspace/bookings?from=&days=`: the clinic's visits in the range, on the clinic's clock. */
export interface WsBookings {
  time_zone: string
  items: WsBooking[]
}
