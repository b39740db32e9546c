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
  /**
   * The number the text says to call (the clinic's, or the open emergency hospital's): `label` as
   * written in the text, `tel` its dialable form (+1 and digits for a 10-digit North American
   * number), for a `tel:` link. Absent when the text names no number (call the nearest clinic).
   */
  phone?: { label: string; tel: string }
}

/** A phone as written ("(925) 555-0186") in dialable form ("+19255550186"): a 10-digit number is North American. */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (phone.trim().startsWith('+')) return `+${digits}`
  if (digits.length === 10) return `+1${digits}`
  return digits.length === 11 && digits.startsWith('1') ? `+${digits}` : digits
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
  const number = hospital?.phone ?? clinic?.phone
  return {
    signs,
    title: t.title,
    text: t.text(signs.join(', '), call, poison),
    ...(number ? { phone: { label: number, tel: dialable(number) } } : {}),
  }
}
