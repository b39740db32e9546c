/**
 * Migration 008: signed webhooks. An endpoint belongs to one clinic, with the
 * events it wants, its own Standard Webhooks secret (`whsec_...`; the previous one stays valid for
 * a day after a rotation) and a state. A delivery is one event for one endpoint: it is its own
 * queue row (leased with a token like jobs and outbox) and its log line at once, keeping the same
 * `message_id` (the `webhook-id` header) across every attempt.
 */
export const webhooksSql = `
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY,
  clinic_id text NOT NULL REFERENCES clinics(id) ON DELETE CASCADE,
  url text NOT NULL,
  events text[] NOT NULL,
  secret text NOT NULL,
  previous_secret text,
  previous_secret_until timestamptz,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'failing', 'disabled')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhook_endpoints_clinic ON webhook_endpoints (clinic_id, created_at);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  event_type text NOT NULL,
  message_id text NOT NULL,
  submission_id uuid REFERENCES submissions(id) ON DELETE CASCADE,
  payload text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  run_at timestamptz NOT NULL,
  locked_until timestamptz,
  lease_token uuid,
  response_code integer,
  latency_ms integer,
  last_error text,
  created_at timestamptz NOT NULL,
  last_attempt_at timestamptz,
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, run_at);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC)
`
