/**
 * Speed to lead: a clinic's opening hours, the owner's acknowledgement and text messages.
 *
 * - `clinics.opening_hours`: the clinic's zone, week and closures (src/schemas/openingHours.ts);
 *   NULL means open around the clock in its state's zone (hours/hoursOf.ts).
 * - `submissions.acknowledged_at`: when the owner's first acknowledgement (e-mail or text) left;
 *   NULL until then. `sms_consent_version`: the wording of the consent box the owner ticked (NULL:
 *   not ticked), so a text can always be traced to the words agreed to.
 * - `outbox.ack_of`: the lead an e-mail acknowledges; the sender stamps `acknowledged_at` when it goes.
 * - `sms_messages`: the text-message queue (the same leased work queue as mail). `sending_at` is
 *   written before the provider is called: a row claimed again with it set may already have been
 *   sent, and is never sent blindly a second time.
 * - `sms_opt_outs`: numbers that texted STOP (a START removes the row); nothing is ever sent to one.
 * - `received_sms`: the demo's in-process sink, shown at /outbox beside the e-mails; one row per
 *   message key, so a resend of the same message is stored once.
 */
export const speedToLeadSql = `
ALTER TABLE clinics ADD COLUMN opening_hours jsonb;
ALTER TABLE submissions ADD COLUMN acknowledged_at timestamptz;
ALTER TABLE submissions ADD COLUMN sms_consent_version text;
ALTER TABLE outbox ADD COLUMN ack_of uuid;
CREATE TABLE sms_messages (
  id uuid PRIMARY KEY,
  submission_id uuid,
  to_number text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL,
  locked_until timestamptz,
  lease_token uuid,
  sending_at timestamptz,
  provider_id text,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX sms_messages_due ON sms_messages (status, run_at);
CREATE INDEX sms_messages_lead ON sms_messages (submission_id);
CREATE TABLE sms_opt_outs (
  number text PRIMARY KEY,
  keyword text NOT NULL,
  opted_out_at timestamptz NOT NULL
);
CREATE TABLE received_sms (
  id uuid PRIMARY KEY,
  key text NOT NULL UNIQUE,
  to_number text NOT NULL,
  body text NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX received_sms_received ON received_sms (received_at)
`
