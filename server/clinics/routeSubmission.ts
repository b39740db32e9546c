import type { Queryable } from '../db/db'
import { activeOrNone } from '../db/activeOrNone'
import { activePartners, findPartner } from '../db/clinicsRepo'
import type { Partner } from '../db/Partner'
import { milesBetween } from './milesBetween'
import { needOf } from './needOf'
import { routeLead, type Route } from './routeLead'
import { zipPoint } from './zipPoint'

/** A submission's route, and the partner it names as routing read it (so nobody reads it again). */
export interface RoutedSubmission {
  /** Null for kinds that are never routed (contact messages). */
  route: Route | null
  /** The active partner `route.clinicId` names; undefined when the route names none. */
  partner?: Partner
}

/**
 * Decides, as a submission is stored, which partner gets the lead: the clinic of a clinic form
 * (if the network knows it), else the nearest partner in range for its service or assessment.
 */
export async function routeSubmission(
  q: Queryable,
  kind: string,
  clinicId: string | null | undefined,
  data: Record<string, unknown>,
): Promise<RoutedSubmission> {
  const zip = typeof data.zip_code === 'string' ? data.zip_code : ''
  if (clinicId) {
    const p = activeOrNone(await findPartner(q, clinicId))
    if (!p) return { route: { clinicId: null, rule: 'unknown clinic', miles: null, matches: [] } }
    const owner = zipPoint(zip)
    const miles = owner ? Math.round(milesBetween(owner, p) * 10) / 10 : null
    return { route: { clinicId: p.id, rule: 'clinic form', miles, matches: [] }, partner: p }
  }
  const need = needOf(kind, data)
  if (!need) return { route: null }
  const route = routeLead(await activePartners(q), zip, need)
  return { route, partner: route.clinicId ? route.matches[0]?.partner : undefined }
}
