import type { Clinic } from './Clinic'
import { clinics } from './registry'
import { normalizeClinicId } from '../schemas/clinicId'

/** The registry's clinic for an id (case-insensitive), if any. */
export function findClinic(clinicId: string | undefined): Clinic | undefined {
  if (!clinicId) return undefined
  return clinics[normalizeClinicId(clinicId)]
}
