import type { LeadRow } from '../db/leadsRepo'
import { leadRedFlags } from '../workspace/leadRedFlags'

/**
 * A lead as a webhook carries it: the inbox's lead (the same leadsRepo mapping as the workspace's
 * lead JSON) with every field the owner sent, the assessment and red flags, and an absolute link
 * to its workspace page. Never the photo: not its bytes, not its stored name (`has_photo` says
 * there is one; the workspace shows it to a signed-in user).
 */
export function leadPayload(lead: LeadRow, publicUrl: string) {
  const { read: _read, image_path, result_text, result_engine, routed_clinic_id, route_rule, route_distance_miles, data, ...item } = lead
  const { image_url, imageUrl, ...rest } = data
  // Any data: URL the owner's data may hold is bytes too.
  const fields = Object.fromEntries(Object.entries(rest).filter(([, v]) => !(typeof v === 'string' && v.startsWith('data:'))))
  return {
    ...item,
    data: fields,
    has_photo: Boolean(image_path || image_url || imageUrl),
    assessment: result_text ? { text: result_text, engine: result_engine ?? 'offline' } : null,
    red_flags: leadRedFlags(lead.kind, data),
    routing: { clinic_id: routed_clinic_id ?? item.clinic_id, rule: route_rule, distance_miles: route_distance_miles },
    url: `${publicUrl.replace(/\/+$/, '')}/workspace/leads/${lead.id}`,
  }
}
