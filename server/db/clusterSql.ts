/**
 * Migration 005: what several processes on one database must share instead of keeping in memory
 * or on a local disk, so any process behind a load balancer answers alike.
 * - `rate_limits`: one counter per limited key, updated atomically by one INSERT ... ON CONFLICT.
 * - `photos`: the bytes of each upload (bytea), so any process serves a photo another one stored.
 * - `lease_token` on jobs and outbox: every update after a claim names the claim, so a worker whose
 *   lease ran out cannot finish or free a row another worker now holds.
 */
export const clusterSql = `
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset ON rate_limits (reset_at);

CREATE TABLE photos (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL
);

ALTER TABLE jobs ADD COLUMN lease_token uuid;
ALTER TABLE outbox ADD COLUMN lease_token uuid;
`
