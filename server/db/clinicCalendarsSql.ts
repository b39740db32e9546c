/**
 * Migration 024: a clinic's own calendar. `clinic_calendars` holds the secret .ics address it
 * pasted (stored as given only because it must be fetched; never logged nor returned whole), the
 * validators of the last answer (ETag, Last-Modified), when the next poll is due and its lease,
 * the last success and the last error in plain words, and how far ahead the stored blocks reach.
 * `clinic_busy` holds the busy time parsed from it (start and end only: no titles, no attendees).
 * `bookings.reminder_sms_id` is the day-before text, kept so a cancel or move drops it.
 */
export const clinicCalendarsSql = `
CREATE TABLE clinic_calendars (
  clinic_id text PRIMARY KEY REFERENCES clinics(id),
  url text NOT NULL,
  etag text,
  last_modified text,
  next_poll_at timestamptz NOT NULL,
  locked_until timestamptz,
  lease_token uuid,
  covered_until timestamptz,
  last_success_at timestamptz,
  last_error text,
  last_error_at timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX clinic_calendars_due ON clinic_calendars (next_poll_at);

CREATE TABLE clinic_busy (
  clinic_id text NOT NULL REFERENCES clinic_calendars(clinic_id) ON DELETE CASCADE,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL
);
CREATE INDEX clinic_busy_clinic_start ON clinic_busy (clinic_id, start_at);

ALTER TABLE bookings ADD COLUMN reminder_sms_id uuid
`
