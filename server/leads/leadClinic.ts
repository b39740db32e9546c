/** How a lead row records where it goes (the `submissions` columns the rule reads). */
export interface LeadRouting {
  /** The clinic the form named (a clinic form), as stored. */
  clinic_id: string | null
  /** The partner routing chose, or the network chose by hand; null: the network queue. */
  routed_clinic_id: string | null
  /** Why (routeLead's rules, or 'reassigned'); null only for rows stored before routing existed. */
  route_rule: string | null
}

/**
 * The clinic a lead belongs to: its inbox, its webhooks and its notification all follow this.
 * A routed lead belongs to the partner routing (or the network) chose, and to nobody (the
 * network queue) when routing chose none: a clinic form naming an unknown or inactive partner
 * goes to the network queue only, never to the inbox or webhooks of the clinic it named, so a
 * deactivated clinic stops receiving leads everywhere at once. A row stored before routing
 * existed belongs to the clinic its form named.
 *
 * The database holds the same rule once, as the generated column `submissions.lead_clinic_id`
 * (migration 014_lead_clinic), which every query reads and the inbox index covers.
 */
export function leadClinicOf(lead: LeadRouting): string | null {
  return lead.route_rule === null ? lead.clinic_id : lead.routed_clinic_id
}
