/**
 * A lead a clinic held and lost by re-routing, as SQL on `s` (submissions) for the clinic bound
 * at `clinic`. The clinic is the one a 'reroute' check ran at with the outcome 'rerouted', and
 * the lead is no longer its own (a lead the network team hands back is simply its lead again).
 * That check, the 'rerouted' timeline entry (why) and the 'reassigned' one (where to) are written
 * by one transaction with one clock reading, so the three share their instant: that is how they
 * are matched, and the clinic learns where its lead went without anyone writing it twice.
 */
export function movedAwaySql(clinic: string) {
  const lost = `SELECT c.submission_id FROM claim_checks c WHERE c.clinic_id = ${clinic} AND c.step = 'reroute' AND c.outcome = 'rerouted'`
  return {
    /** True for a lead the clinic lost by re-routing. */
    cond: `(s.id IN (${lost}) AND s.lead_clinic_id IS DISTINCT FROM ${clinic})`,
    /** Joins `m` (moved_at, moved_reason, moved_to): the clinic's last loss of the lead; NULLs for any other row. */
    join: `LEFT JOIN LATERAL (
      SELECT c.done_at AS moved_at, e.reason AS moved_reason, coalesce(k.name, r.note) AS moved_to
      FROM claim_checks c
      LEFT JOIN lead_events e ON e.submission_id = c.submission_id AND e.type = 'rerouted' AND e.at = c.done_at
      LEFT JOIN lead_events r ON r.submission_id = c.submission_id AND r.type = 'reassigned' AND r.at = c.done_at
      LEFT JOIN clinics k ON k.id = r.note
      WHERE c.submission_id = s.id AND c.clinic_id = ${clinic} AND c.step = 'reroute' AND c.outcome = 'rerouted'
      ORDER BY c.done_at DESC LIMIT 1
    ) m ON s.lead_clinic_id IS DISTINCT FROM ${clinic}`,
    columns: 'm.moved_at, m.moved_reason, m.moved_to',
  }
}
