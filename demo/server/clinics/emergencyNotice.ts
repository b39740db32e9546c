import { petFacts } from '../assessment/petFacts'
import type { PetFacts } from '../assessment/provider'
import { findFlags } from '../assessment/redFlags'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'

/** The ASPCA Animal Poison Control Center, open every day of the year (a consultation fee may apply). */
export const POISON_CONTROL = 'ASPCA Animal Poison Control (888) 426-4435'

/** What the owner and the clinic read first when the owner's words name an emergency sign. */
export interface EmergencyNotice { title: string; text: string; signs: string[] }

/**
 * The emergency notice for a submission, from the server's red-flag rules applied to the owner's
 * own words (chosen issue and free text, never the service name); null when no sign is an
 * emergency. Carries the clinic's phone, or says to call the nearest emergency clinic when no
 * partner is known, and the poison-control line when poisoning is among the signs. Written in
 * `lang`: the owner's language for the owner's e-mail and estimate, English (the default) for
 * the clinic's notification, which also lists the English `signs`.
 */
export function emergencyNotice(kind: string, data: Record<string, unknown>, clinic?: { name?: string; phone?: string }, lang: Lang = 'en'): EmergencyNotice | null {
  const facts = petFacts(kind as PetFacts['kind'], data)
  const flags = findFlags([facts.issue ?? '', facts.ownerNotes].join('\n'), lang).filter((f) => f.urgency === 'emergency')
  if (flags.length === 0) return null
  const t = serverText(lang).emergency
  const call = clinic?.phone ? t.callClinic(clinic.name ?? t.theClinic, clinic.phone) : t.callNearest
  const poison = flags.some((f) => f.id === 'poisoning') ? t.poison(POISON_CONTROL) : ''
  return {
    signs: flags.map((f) => f.sign),
    title: t.title,
    text: t.text(flags.map((f) => f.sign).join(', '), call, poison),
  }
}
