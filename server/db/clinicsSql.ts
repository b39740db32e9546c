/**
 * Migration 006: the partner network. One row per clinic or low-cost program; the
 * validated record's lists (price table, assessments, promotions, lead addresses, theme) as jsonb,
 * the logo's bytes in the row so every server behind a load balancer serves the same image.
 * Submissions record which partner got the lead and why.
 */
export const clinicsSql = `
CREATE TABLE clinics (
  id text PRIMARY KEY,
  kind text NOT NULL,
  name text NOT NULL,
  website text,
  booking_url text,
  privacy_url text,
  phone text NOT NULL,
  street text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  radius_miles double precision NOT NULL,
  services jsonb NOT NULL,
  assessments jsonb NOT NULL,
  results_variant text,
  results_text text,
  promotions jsonb NOT NULL,
  lead_emails jsonb NOT NULL,
  theme jsonb NOT NULL,
  active boolean NOT NULL,
  logo bytea,
  logo_type text,
  logo_hash text,
  updated_at timestamptz NOT NULL
);

ALTER TABLE submissions ADD COLUMN routed_clinic_id text;
ALTER TABLE submissions ADD COLUMN route_rule text;
ALTER TABLE submissions ADD COLUMN route_distance_miles double precision
`
