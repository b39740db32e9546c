/**
 * Migration 020: online booking. `bookings` holds each hold and visit (who, what, when, its
 * state, hashes of its secrets); `booking_seats` holds the time they take, one row per clinic,
 * 15-minute cell and seat, so the primary key is what makes a seat impossible to sell twice. A
 * hold's rows carry `expires_at`; a confirmed visit's carry NULL. Taking a seat is one INSERT
 * ... ON CONFLICT that may overwrite rows whose hold has expired, so an expired hold frees its
 * seat without any job having run. `calendar_feeds` keeps a hash of each clinic's private feed
 * secret; `outbox.attachments` carries a booking's .ics invitation.
 */
export const bookingSql = `
ALTER TABLE clinics ADD COLUMN booking jsonb;
ALTER TABLE outbox ADD COLUMN attachments jsonb;

CREATE TABLE bookings (
  id uuid PRIMARY KEY,
  clinic_id text NOT NULL REFERENCES clinics(id),
  service text NOT NULL,
  appointment_name text NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  held_until timestamptz NOT NULL,
  seat_cells integer NOT NULL,
  status text NOT NULL CHECK (status IN ('held', 'booked', 'cancelled')),
  hold_secret_hash text NOT NULL,
  manage_hash text UNIQUE,
  owner_name text,
  email text,
  phone text,
  pet_name text,
  species text,
  lang text,
  lead_id uuid,
  reminder_mail_id uuid,
  created_at timestamptz NOT NULL,
  booked_at timestamptz,
  cancelled_at timestamptz
);
CREATE INDEX bookings_clinic_start ON bookings (clinic_id, start_at) WHERE status <> 'held';

CREATE TABLE booking_seats (
  clinic_id text NOT NULL,
  cell_at timestamptz NOT NULL,
  seat integer NOT NULL,
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  expires_at timestamptz,
  PRIMARY KEY (clinic_id, cell_at, seat)
);
CREATE INDEX booking_seats_booking ON booking_seats (booking_id);

CREATE TABLE calendar_feeds (
  clinic_id text PRIMARY KEY REFERENCES clinics(id),
  secret_hash text NOT NULL UNIQUE,
  generation integer NOT NULL,
  created_at timestamptz NOT NULL
)
`
