import type { LeadRow } from '../db/leadsRepo'

/**
 * What PetLead found about a lead beyond what the owner sent: its assessment, red flags (the
 * triage engine's signs, stored on arrival and never computed again here), the triage itself (each sign with the owner's words,
 * the rule and its public source; what to watch for when uncertain; the engine's and a model's
 * urgency) and routing. The workspace's lead page and the webhooks' payload both say it in these words.
 */
export function leadFindings(lead: LeadRow) {
  const t = lead.triage
  return {
    assessment: lead.result_text ? { text: lead.result_text, engine: lead.result_engine ?? 'offline' } : null,
    red_flags: t ? [...new Set(t.signs.map((s) => s.sign))] : [],
    triage: t
      ? {
          engine_urgency: t.urgency,
          model_urgency: lead.model_urgency ?? null,
          signs: t.signs.map(({ sign, words, rule, source, urgency }) => ({ sign, words, rule, source, urgency })),
          watch_for: t.uncertain?.watchFor ?? [],
          call_now_if: t.uncertain?.callNowIf ?? [],
        }
      : null,
    routing: { clinic_id: lead.clinic_id, rule: lead.route_rule, distance_miles: lead.route_distance_miles },
  }
}
