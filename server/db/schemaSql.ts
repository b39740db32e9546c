// The columns every leased queue (jobs, outbox) starts with: its state, tries, when it is due and
// how long the worker holding it may keep it.
const LEASED_QUEUE_COLUMNS = `  status text NOT NULL DEFAULT 'queued',
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,`

// The columns of an e-mail, sent (outbox) or received by the demo's SMTP sink (received_mail).
const MAIL_COLUMNS = `  message_id text NOT NULL UNIQUE,
  to_addr text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,`

/**
 * The first migration: every table, in SQL both PGlite and PostgreSQL 15+ accept.
 * Times are always bound from the server's clock (never now()) so tests can move time.
 */
export const schemaSql = `
CREATE TABLE reference_items (
  list text NOT NULL,
  position integer NOT NULL,
  name text NOT NULL,
  title text,
  description text,
  PRIMARY KEY (list, position)
);

CREATE TABLE submissions (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  clinic_id text,
  data jsonb NOT NULL,
  image_path text,
  result_text text,
  result_engine text,
  created_at timestamptz NOT NULL
);

CREATE TABLE uploads (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  bytes integer NOT NULL,
  submission_id uuid REFERENCES submissions(id),
  created_at timestamptz NOT NULL
);

CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  submission_id uuid NOT NULL UNIQUE REFERENCES submissions(id),
${LEASED_QUEUE_COLUMNS}
  done_at timestamptz
);
CREATE INDEX jobs_due ON jobs (status, run_at);

CREATE TABLE outbox (
  id uuid PRIMARY KEY,
${MAIL_COLUMNS}
${LEASED_QUEUE_COLUMNS}
  sent_at timestamptz
);
CREATE INDEX outbox_due ON outbox (status, run_at);

CREATE TABLE received_mail (
  id uuid PRIMARY KEY,
${MAIL_COLUMNS}
  received_at timestamptz NOT NULL
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE recovery_codes (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users(id),
  email_hash text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX recovery_codes_email ON recovery_codes (email_hash, created_at);
CREATE INDEX recovery_codes_code ON recovery_codes (code_hash);

CREATE TABLE reset_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE captcha_used (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  request_hash text NOT NULL,
  state text NOT NULL,
  status integer,
  body text,
  created_at timestamptz NOT NULL,
  locked_until timestamptz NOT NULL
);
`
