import type { Triage } from './triage'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'

/** The ASPCA Animal Poison Control Center, open every day of the year (a consultation fee may apply). */
export const POISON_CONTROL = 'ASPCA Animal Poison Control (888) 426-4435'

/**
 * The nearest 24-hour emergency hospital that is open now, named instead of the owner's clinic
 * while that clinic is closed (clinics/emergencyHospital.ts decides): its distance from the owner in
 * whole miles (at least 1) and its town.
 */
export interface EmergencyHospital {
  name: string
  phone: string
  city: string
  miles: number
}

/** What the owner and the clinic read first when the owner's words name an emergency sign. */
export interface EmergencyNotice {
  title: string
  text: string
  signs: string[]
}

/**
 * The emergency notice for a submission, from the triage engine's answer stored with it when it
 * arrived (never a second run of the engine, so the notice, the inbox and the webhook cannot
 * disagree); null when there is none or its urgency is not an emergency. Carries the clinic's phone,
 * or, given a `hospital` (the clinic is closed now), that open emergency hospital's name, phone,
 * distance and town, or says to call the nearest emergency clinic when no partner is known, and the poison-control line when poisoning is among the signs. Written in
 * `lang`: the owner's language for the owner's e-mail and estimate, English (the default) for
 * the clinic's notification, which also lists the English `signs`.
 */
export function emergencyNotice(
  stored: Pick<Triage, 'urgency' | 'signs'> | null | undefined,
  clinic?: { name?: string; phone?: string },
  lang: Lang = 'en',
  hospital?: EmergencyHospital,
): EmergencyNotice | null {
  const found = stored
  if (!found || found.urgency !== 'emergency') return null
  const words = serverText(lang).flags
  // Named in the catalogue's order (breathing first), whatever order the words came in.
  const order = Object.keys(words)
  const flags = [...new Set(found.signs.filter((s) => s.urgency === 'emergency').map((s) => s.flag))].sort(
    (a, b) => order.indexOf(a) - order.indexOf(b),
  )
  // A model may have raised the urgency without naming a sign the rules know: the notice still goes out.
  const signs = flags.length ? flags.map((f) => words[f].sign) : [serverText(lang).emergency.title.toLowerCase()]
  const t = serverText(lang).emergency
  const call = hospital
    ? t.callHospital(hospital, clinic?.name)
    : clinic?.phone
      ? t.callClinic(clinic.name ?? t.theClinic, clinic.phone)
      : t.callNearest
  const poison = flags.includes('poisoning') ? t.poison(POISON_CONTROL) : ''
  return { signs, title: t.title, text: t.text(signs.join(', '), call, poison) }
}
