import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import type { Triage, Urgency } from '../triage/triage'

/** Why staff are alerted: a lead just arrived, or one is still unclaimed. */
export type AlertReason = 'new' | 'unclaimed'

/** What a staff alert says about the lead: enough to act on from a lock screen. */
export interface AlertedLead {
  data: Record<string, unknown>
  triage: Triage | null
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** The owner's phone as people dial it ((925) 555-0100 in the US, +44 20 ... elsewhere), or as written when it cannot be read. */
export function dialablePhone(raw: unknown): string {
  const written = text(raw)
  const p = written ? parsePhoneNumberFromString(written, 'US') : undefined
  if (!p?.isPossible()) return written
  return p.country === 'US' ? p.formatNational() : p.formatInternational()
}

/**
 * The words of a staff alert, the same on every channel: how urgent, the pet and its species, the
 * sign in the owner's own words, the owner's phone to call, and the lead's link. A receptionist
 * can call from the alert itself; the rest (the owner's name, e-mail, the assessment) stays
 * behind the workspace's login.
 */
export function alertText(a: { urgency: Urgency | null; reason: AlertReason; link: string; lead?: AlertedLead }): {
  title: string
  body: string
  /** The sign and the phone, one a line (the body without the link). */
  facts: string[]
} {
  const what = a.urgency === 'emergency' ? 'Emergency lead' : a.urgency === 'soon' ? 'Urgent lead' : 'New lead'
  const data = a.lead?.data ?? {}
  const pet = text(data.pet_name) || text(data.petName)
  const species = text(data.pet_type).toLowerCase() || text(data.type).toLowerCase()
  const about = pet ? `${pet}${species === 'dog' || species === 'cat' ? ` (${species})` : ''}` : ''
  const title = `${what}${a.reason === 'unclaimed' ? ' still unclaimed' : ''}${about ? `: ${about}` : ''}`
  const sign = a.lead?.triage?.signs[0]
  const phone = dialablePhone(data.phone_number ?? data.phone)
  const facts = [sign ? `${sign.sign}: "${sign.words}"` : '', phone ? `Call the owner: ${phone}` : ''].filter(Boolean)
  return { title, body: [...facts, `Open it in the PetLead workspace: ${a.link}`].join('\n'), facts }
}
