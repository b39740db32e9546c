import { petFacts } from '../assessment/petFacts'
import type { PetFacts } from '../assessment/provider'
import { findFlags } from '../assessment/redFlags'

/** The ASPCA Animal Poison Control Center, open every day of the year (a consultation fee may apply). */
export const POISON_CONTROL = 'ASPCA Animal Poison Control (888) 426-4435'

/** What the owner and the clinic read first when the owner's words name an emergency sign. */
export interface EmergencyNotice { title: string; text: string; signs: string[] }

/**
 * The emergency notice for a submission, from the server's red-flag rules applied to the owner's
 * own words (chosen issue and free text, never the service name); null when no sign is an
 * emergency. Carries the clinic's phone, or says to call the nearest emergency clinic when no
 * partner is known, and the poison-control line when poisoning is among the signs.
 */
export function emergencyNotice(kind: string, data: Record<string, unknown>, clinic?: { name?: string; phone?: string }): EmergencyNotice | null {
  const facts = petFacts(kind as PetFacts['kind'], data)
  const flags = findFlags([facts.issue ?? '', facts.ownerNotes].join('\n')).filter((f) => f.urgency === 'emergency')
  if (flags.length === 0) return null
  const call = clinic?.phone ? `call ${clinic.name ?? 'the clinic'} now at ${clinic.phone}` : 'call your nearest emergency veterinary clinic now'
  const poison = flags.some((f) => f.sign === 'possible poisoning') ? ` For a possible poisoning you can also call ${POISON_CONTROL}.` : ''
  return {
    signs: flags.map((f) => f.sign),
    title: 'Possible emergency',
    text: `What you describe (${flags.map((f) => f.sign).join(', ')}) can be an emergency. Do not wait for an e-mail: ${call}, or go to the nearest emergency clinic.${poison}`,
  }
}
