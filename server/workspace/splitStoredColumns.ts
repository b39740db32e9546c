import type { LeadRow } from '../db/leadsRepo'

/**
 * A lead row taken apart for an answer (the workspace's lead page, a webhook's lead): the raw
 * result and routing columns are left out (leadFindings says what they mean), and the stored photo
 * name and the owner's fields come apart from the rest, because each answer turns them into photo
 * links and fields its own way and must never send a photo's stored name.
 */
export function splitStoredColumns(lead: LeadRow) {
  const {
    image_path,
    result_text: _t,
    result_engine: _e,
    routed_clinic_id: _c,
    route_rule: _r,
    route_distance_miles: _d,
    data,
    ...rest
  } = lead
  return { image_path, data, rest }
}
