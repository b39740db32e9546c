/**
 * Staff alerts: each staff member's push subscriptions (one row per browser, its endpoint unique
 * across users and never moved by a post: a browser that signs in as someone else makes a new
 * subscription, see enableAlerts), their chosen channels
 * and mobile number, and the queue of Web Push sends the push worker leases like outbox mail. A
 * subscription the push service says is gone takes its queued sends with it.
 */
export const staffAlertsSql = `
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

CREATE TABLE staff_alert_settings (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  push boolean NOT NULL,
  email boolean NOT NULL,
  sms boolean NOT NULL,
  mobile text,
  updated_at timestamptz NOT NULL
);

CREATE TABLE push_deliveries (
  id uuid PRIMARY KEY,
  subscription_id uuid NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  submission_id uuid REFERENCES submissions(id) ON DELETE CASCADE,
  payload text NOT NULL,
  urgency text NOT NULL CHECK (urgency IN ('high', 'normal')),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  lease_token text,
  last_error text,
  created_at timestamptz NOT NULL
);
CREATE INDEX push_deliveries_due ON push_deliveries (run_at) WHERE status = 'queued';
CREATE INDEX push_deliveries_subscription ON push_deliveries (subscription_id)
`
