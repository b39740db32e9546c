/**
 * The one definition of "visits booked", for every figure that counts them (the Leads page's week,
 * Performance, the network's comparison), as a SQL expression: every visit counted once, at
 * `clinic` when given.
 * - A lead received since `since` whose status is booked, or visited (a visit that took place was booked): its visit, booked online (the lead follows
 *   its visit: moved, still booked; cancelled, no longer) or by the clinic on the phone and marked so.
 * - A visit booked online since `since` that follows no lead (booked from another clinic's
 *   estimate, or straight from the booking widget), still on.
 * `since` and `clinic` are SQL parameter references ($n) or column names, never values.
 */
export function visitsBookedSql(since: string, clinic?: string): string {
  const leads = `SELECT count(*) FROM submissions v WHERE v.is_lead AND v.status IN ('booked', 'visited') AND v.created_at >= ${since}${clinic ? ` AND v.lead_clinic_id = ${clinic}` : ''}`
  const visits = `SELECT count(*) FROM bookings b WHERE b.status = 'booked' AND b.lead_id IS NULL AND b.booked_at >= ${since}${clinic ? ` AND b.clinic_id = ${clinic}` : ''}`
  return `(${leads}) + (${visits})`
}
