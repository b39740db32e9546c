import type { LeadRow } from '../db/leadsRepo'
import { leadRedFlags } from './leadRedFlags'

/**
 * What PetLead found about a lead beyond what the owner sent: its assessment, red flags and routing.
 * The workspace's lead page and the webhooks' payload both say it in these words.
 */
export function leadFindings(lead: LeadRow) {
  return {
    assessment: lead.result_text ? { text: lead.result_text, engine: lead.result_engine ?? 'offline' } : null,
    red_flags: leadRedFlags(lead.kind, lead.data),
    routing: { clinic_id: lead.clinic_id, rule: lead.route_rule, distance_miles: lead.route_distance_miles },
  }
}
