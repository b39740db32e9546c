import type { Queryable } from '../db/db'
import { activeOrNone } from '../db/activeOrNone'
import { emergencyPartners, findPartner } from '../db/clinicsRepo'
import type { EmergencyHospital } from '../triage/emergencyNotice'
import { emergencyHospital } from './emergencyHospital'

/**
 * The open emergency hospital to name for an emergency lead of clinic `clinicId` (its lead clinic,
 * null for the network queue) whose owner gave `data.zip_code`, read from the partners table at
 * `now`, at most `maxMiles` from the owner (EMERGENCY_HOSPITAL_MAX_MILES; see emergencyHospital for the rule). An inactive clinic counts as none, as everywhere (activeOrNone).
 */
export async function emergencyHospitalOf(
  q: Queryable,
  clinicId: string | null | undefined,
  data: Record<string, unknown>,
  now: Date,
  maxMiles?: number,
): Promise<EmergencyHospital | undefined> {
  const clinic = activeOrNone(clinicId ? await findPartner(q, clinicId) : undefined)
  return emergencyHospital(clinic, await emergencyPartners(q), data.zip_code, now.getTime(), maxMiles)
}
