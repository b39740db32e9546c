import { emergencyNotice } from '../clinics/emergencyNotice'

/**
 * The urgency the inbox shows: `emergency` when the server's red-flag rules find an emergency
 * sign in the owner's own words (the same rule as the e-mails' emergency notice), else `routine`.
 * Contact messages are not leads and have none.
 */
export function leadUrgency(kind: string, data: Record<string, unknown>): 'emergency' | 'routine' | null {
  if (kind === 'contact') return null
  return emergencyNotice(kind, data) ? 'emergency' : 'routine'
}
