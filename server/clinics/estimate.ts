import type { LowCostRequest } from '../../src/schemas/lowCostRequest'
import type { Queryable } from '../db/db'
import { activePartners, findPartner } from '../db/clinicsRepo'
import { activeOrNone } from '../db/activeOrNone'
import { emergencyHospitalOf } from './emergencyHospitalOf'
import { emergencyNotice, type EmergencyNotice } from '../triage/emergencyNotice'
import type { Partner } from './Partner'
import { LARGE_DOG_LBS, priceFor } from './priceFor'
import { routeLead } from './routeLead'
import type { Lang } from '../text/lang'
import type { Triage } from '../triage/triage'
import { serverText } from '../text/serverText'

/** One partner as the estimate shows it. */
export interface EstimateLine {
  id: string
  name: string
  /** Miles from the owner's ZIP code, one decimal; null for a clinic form's own clinic out of range. */
  miles: number | null
  price: readonly [number, number]
  phone: string
  bookingUrl?: string
  /** This partner got the lead and will contact the owner. */
  contacts: boolean
}

/** What /form_low_cost answers: who can do it, at what price, and what happens next. */
export interface Estimate {
  lines: EstimateLine[]
  emergency: EmergencyNotice | null
  /** Which column of the price tables applies, in words ('a cat', 'a dog over 40 lbs'). */
  pet: string
  /** The plain-text summary stored as the result and mailed to the owner (the mails add the emergency notice themselves). */
  summary: string
}

/** Up to this many partners are listed (nearest first). */
export const MAX_LISTED = 3

/**
 * The service request's estimate: up to three active partners in range that offer the service,
 * nearest first, each with its own price for this pet; the lead's clinic (`leadClinicId`, as
 * stored: leads/leadClinic.ts) is marked as the one that will call. A clinic form's own clinic
 * comes first. With none in range the list is empty: no price is made up. The owner reads it, so
 * its words are in the owner's language (`lang`, English by default). Its emergency notice reads the
 * triage stored with the submission (`stored`), as every other reader of urgency does, and, given
 * `now`, names the nearest open emergency hospital while the lead's clinic is closed (within `hospitalMaxMiles`).
 */
export async function buildEstimate(
  q: Queryable,
  data: LowCostRequest,
  clinicId: string | null,
  lead: { leadClinicId: string | null; triage: Pick<Triage, 'urgency' | 'signs'> | null } | null,
  lang: Lang = 'en',
  now?: Date,
  hospitalMaxMiles?: number,
): Promise<Estimate> {
  const t = serverText(lang).estimate
  const weight = Number.parseFloat(data.weight) || 0
  const route = routeLead(await activePartners(q), data.zip_code, { service: data.service })
  let matches: Array<{ partner: Partner; miles: number | null }> = route.matches.map((m) => ({
    partner: m.partner,
    miles: Math.round(m.miles * 10) / 10,
  }))
  const own = activeOrNone(clinicId ? await findPartner(q, clinicId) : undefined)
  if (own && own.services[data.service]) {
    const mine = matches.find((m) => m.partner.id === own.id)
    matches = [mine ?? { partner: own, miles: null }, ...matches.filter((m) => m.partner.id !== own.id)]
  }
  const contactId = lead?.leadClinicId ?? null
  const lines: EstimateLine[] = matches.slice(0, MAX_LISTED).map(({ partner: p, miles }) => ({
    id: p.id,
    name: p.name,
    miles,
    price: priceFor(p, data.service, data.pet_type, weight)!,
    phone: p.phone,
    bookingUrl: p.bookingUrl,
    contacts: p.id === contactId,
  }))
  const caller = lines.find((l) => l.contacts) ?? (own ? { name: own.name, phone: own.phone } : undefined)
  const hospital =
    now && lead?.triage?.urgency === 'emergency'
      ? await emergencyHospitalOf(q, contactId ?? own?.id, { zip_code: data.zip_code }, now, hospitalMaxMiles)
      : undefined
  const emergency = emergencyNotice(lead?.triage, caller, lang, hospital)
  const summary = lines.length
    ? lines
        .map(
          (l) =>
            `${l.name}${l.miles !== null ? t.summaryMiles(l.miles) : ''}: $${l.price[0]} - $${l.price[1]}, ${l.phone}${l.contacts ? t.summaryWillContact : ''}`,
        )
        .join('\n')
    : t.summaryNone
  const pet =
    data.pet_type.toLowerCase() === 'cat' ? t.petCat : weight > LARGE_DOG_LBS ? t.petDogOver(LARGE_DOG_LBS) : t.petDogUpTo(LARGE_DOG_LBS)
  return { lines, emergency, pet, summary }
}
