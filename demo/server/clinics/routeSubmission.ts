import type { Queryable } from '../db/db'
import { activePartners, findPartner } from '../db/clinicsRepo'
import { milesBetween } from './milesBetween'
import { needOf } from './needOf'
import { routeLead, type Route } from './routeLead'
import { zipPoint } from './zipPoint'

/**
 * Decides, as a submission is stored, which partner gets the lead: the clinic of a clinic form
 * (if the network knows it), else the nearest partner in range for its service or assessment.
 * Null for kinds that are never routed (contact messages).
 */
export async function routeSubmission(
  q: Queryable,
  kind: string,
  clinicId: string | null | undefined,
  data: Record<string, unknown>,
): Promise<Route | null> {
  const zip = typeof data.zip_code === 'string' ? data.zip_code : ''
  if (clinicId) {
    const p = await findPartner(q, clinicId)
    if (!p?.active) return { clinicId: null, rule: 'unknown clinic', miles: null, matches: [] }
    const owner = zipPoint(zip)
    return { clinicId: p.id, rule: 'clinic form', miles: owner ? Math.round(milesBetween(owner, p) * 10) / 10 : null, matches: [] }
  }
  const need = needOf(kind, data)
  return need ? routeLead(await activePartners(q), zip, need) : null
}
