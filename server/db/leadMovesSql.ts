/**
 * Migration 031: a lead's moves from one clinic to another (`lead_moves`), one row per move, by the
 * network team's hand (`reassigned`, `by_user_id` set) or re-routed unclaimed (`rerouted`). Written
 * only by the lead's life (the `move` effect, server/leads/applyLeadEvent.ts) in the transaction
 * that moves the lead; the clinic a lead left reads its trace from here (server/db/movedAwaySql.ts).
 *
 * The moves stored before the table were re-routes alone (a hand reassignment left no trace): each
 * is rebuilt from the 'reroute' check that moved the lead and the timeline entries its transaction
 * wrote at the same instant ('rerouted': why; 'reassigned': where to). That match is done once,
 * here, so the traces clinics had survive. The index of those checks served only that match.
 */
export const leadMovesSql = `
CREATE TABLE lead_moves (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
  from_clinic_id text,
  to_clinic_id text,
  at timestamptz NOT NULL,
  reason text,
  by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('rerouted', 'reassigned'))
);
CREATE INDEX lead_moves_from ON lead_moves (from_clinic_id, submission_id, at DESC);
CREATE INDEX lead_moves_submission ON lead_moves (submission_id);
INSERT INTO lead_moves (submission_id, from_clinic_id, to_clinic_id, at, reason, by_user_id, kind)
SELECT c.submission_id, c.clinic_id, r.note, c.done_at, e.reason, NULL, 'rerouted'
FROM claim_checks c
LEFT JOIN lead_events e ON e.submission_id = c.submission_id AND e.type = 'rerouted' AND e.at = c.done_at
LEFT JOIN lead_events r ON r.submission_id = c.submission_id AND r.type = 'reassigned' AND r.at = c.done_at
WHERE c.step = 'reroute' AND c.outcome = 'rerouted' AND c.done_at IS NOT NULL
ORDER BY c.done_at;
DROP INDEX IF EXISTS claim_checks_rerouted_from
`
