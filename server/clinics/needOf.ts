import { SERVICES, type Service } from '../../src/schemas/services'
import type { Need } from './partnersInRange'

/**
 * What a stored submission asks a partner for, from its kind; null for kinds that are never
 * routed (the QR check belongs to its clinic, a contact message to PetLead).
 */
export function needOf(kind: string, data: Record<string, unknown>): Need | null {
  if (kind === 'health') return { assessment: 'health' }
  if (kind === 'dental' || kind === 'dental_check') return { assessment: 'dental' }
  if (kind === 'low_cost' && SERVICES.includes(data.service as Service)) return { service: data.service as Service }
  return null
}
