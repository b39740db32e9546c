/**
 * Migration 019: claiming a lead and the checks that follow an unclaimed one.
 * - `submissions.claimed_by` / `claimed_at`: the staff member who said "I'll call", and when.
 * - `clinics.first_contact`: the clinic's own first-contact target, re-route time and whether it
 *   takes part in re-routing (jsonb; NULL: the server's defaults, re-routing on).
 * - `claim_checks`: one due row per lead, clinic and step ('escalate' at the target, 'reroute'
 *   at the re-route time), leased like every work queue; the worker re-reads the lead when it
 *   runs, so a lead claimed in between is left alone.
 */
export const leadClaimsSql = `
ALTER TABLE submissions ADD COLUMN claimed_by uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE submissions ADD COLUMN claimed_at timestamptz;
ALTER TABLE clinics ADD COLUMN first_contact jsonb;
CREATE TABLE claim_checks (
  id uuid PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
  clinic_id text NOT NULL,
  step text NOT NULL CHECK (step IN ('escalate', 'reroute')),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'done', 'dead')),
  outcome text,
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL,
  locked_until timestamptz,
  lease_token uuid,
  last_error text,
  created_at timestamptz NOT NULL,
  done_at timestamptz,
  UNIQUE (submission_id, clinic_id, step)
);
CREATE INDEX claim_checks_due ON claim_checks (status, run_at)
`
