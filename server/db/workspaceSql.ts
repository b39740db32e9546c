/**
 * Migration 007: the clinic workspace. Users belong to a clinic with a role; sessions
 * and invitations keep only a SHA-256 of their secret; leads gain a status workflow, an urgency,
 * the first-contact time (speed to lead), a timeline (`lead_events`) and per-user read marks.
 * The indexes serve the inbox's keyset paging per clinic and the network queue; the one on a
 * lead's clinic is built by migration 014_lead_clinic on its generated column `lead_clinic_id`,
 * where that rule is written (a database migrated earlier had one here, which 014 replaces).
 */
export const workspaceSql = `
ALTER TABLE users ADD COLUMN clinic_id text NULL REFERENCES clinics(id);
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'staff' CHECK (role IN ('owner', 'staff', 'network'));
ALTER TABLE users ADD COLUMN name text;
UPDATE users SET role = 'network' WHERE email = 'demo@petlead.test';

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE invitations (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  clinic_id text REFERENCES clinics(id),
  role text NOT NULL CHECK (role IN ('owner', 'staff', 'network')),
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

ALTER TABLE submissions ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'booked', 'closed'));
ALTER TABLE submissions ADD COLUMN closed_reason text;
ALTER TABLE submissions ADD COLUMN first_contacted_at timestamptz;
ALTER TABLE submissions ADD COLUMN urgency text CHECK (urgency IN ('emergency', 'soon', 'routine'));
CREATE INDEX submissions_lead_all ON submissions (created_at DESC, id DESC) WHERE kind <> 'contact';

CREATE TABLE lead_events (
  id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  type text NOT NULL CHECK (type IN ('received', 'assessed', 'emailed', 'status', 'note', 'reassigned', 'exported')),
  status text,
  reason text,
  note text
);
CREATE INDEX lead_events_submission ON lead_events (submission_id, at);

CREATE TABLE lead_reads (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, submission_id)
);

ALTER TABLE outbox ADD COLUMN submission_id uuid
`
