/**
 * `overdue_since`, a column of `s` (submissions) at the instant bound at `now`: since when an unclaimed lead still new is past its first-contact target: its first alert again
 * at its present clinic was due (claim_checks, queued on arrival in the clinic's open time, the
 * emergency's shorter target included). One definition with the alert itself, so the mark and
 * the alert never disagree, and a re-routed lead counts from its arrival at the clinic it is at.
 */
export const overdueSinceSql = (now: string) => `(SELECT c.run_at FROM claim_checks c
  WHERE c.submission_id = s.id AND c.clinic_id = s.lead_clinic_id AND c.step = 'escalate' AND c.round = 1
    AND s.status = 'new' AND s.claimed_by IS NULL AND c.run_at <= ${now}) AS overdue_since`
