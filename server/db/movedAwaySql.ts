/**
 * A lead a clinic held and lost, as SQL on `s` (submissions) for the clinic bound at `clinic`:
 * one the clinic moved away from (`lead_moves`, by the network team's hand or re-routed) and that
 * is no longer its own (a lead handed back is simply its lead again). Its trace is the clinic's
 * last move away: where to, when and why, written once by the move itself.
 */
export function movedAwaySql(clinic: string) {
  const lost = `SELECT v.submission_id FROM lead_moves v WHERE v.from_clinic_id = ${clinic}`
  return {
    /** True for a lead the clinic lost. */
    cond: `(s.id IN (${lost}) AND s.lead_clinic_id IS DISTINCT FROM ${clinic})`,
    /** Joins `m` (moved_at, moved_reason, moved_to): the clinic's last move of the lead away; NULLs for any other row. */
    join: `LEFT JOIN LATERAL (
      SELECT v.at AS moved_at, v.reason AS moved_reason, coalesce(k.name, v.to_clinic_id) AS moved_to
      FROM lead_moves v LEFT JOIN clinics k ON k.id = v.to_clinic_id
      WHERE v.submission_id = s.id AND v.from_clinic_id = ${clinic}
      ORDER BY v.at DESC, v.seq DESC LIMIT 1
    ) m ON s.lead_clinic_id IS DISTINCT FROM ${clinic}`,
    columns: 'm.moved_at, m.moved_reason, m.moved_to',
  }
}
