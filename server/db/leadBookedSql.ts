/**
 * The one definition of "this lead's visit is booked", as a SQL condition on the lead row `alias`:
 * its status is booked (booked online, the lead following its visit, or by the clinic on the phone
 * and marked so), or visited, since a visit the clinic marks as made was booked first. Every
 * figure that counts booked leads reads it (visitsBookedSql, the Funnel page).
 */
export function leadBookedSql(alias: string): string {
  return `${alias}.status IN ('booked', 'visited')`
}
