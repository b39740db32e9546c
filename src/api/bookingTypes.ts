/** A bookable start and its end, ISO 8601 with the clinic's offset ("2026-11-25T16:30:00-08:00"). */
export interface Slot {
  start: string
  end: string
}

/** `GET clinics/{id}/slots`: a clinic's bookable starts for one service, in the clinic's zone. */
export interface ClinicSlots {
  clinic_id: string
  time_zone: string
  service: string
  appointment: { name: string; duration_minutes: number; price: [number, number] | null }
  slots: Slot[]
}

/** `POST bookings/holds`: a seat kept for the owner for ten minutes. */
export interface Hold {
  hold_id: string
  hold_secret: string
  clinic_id: string
  service: string
  start: string
  end: string
  expires_at: string
}

/** What the owner gives with the booking (the contact details the form already asked for). */
export interface BookingContact {
  owner_name: string
  email: string
  phone: string
  pet_name: string
  species: string
}

/** `POST bookings`: the booked visit as the confirmation shows it. */
export interface Booking {
  booking_id: string
  start: string
  end: string
  /** The clinic's IANA zone, whose clock `start` and `end` read. */
  time_zone: string
  service: string
  appointment_name: string
  clinic: { id: string; name: string; phone: string; street: string; city: string; state: string; zip: string }
}
