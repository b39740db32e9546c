import { wsRequest } from '../wsRequest'
import type { ClinicSettings } from './ClinicSettings'

/** Reads (no body) or saves (`PUT` with `body`) the settings of the owner's clinic. */
export function settingsCall(apiBase: string, clinicId: string, body?: Record<string, unknown>): Promise<ClinicSettings> {
  return wsRequest<ClinicSettings>(apiBase, `settings/${encodeURIComponent(clinicId)}`, body ? { method: 'PUT', body } : {})
}
