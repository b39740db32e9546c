import { SMS_CONSENT_VERSION } from '../../src/schemas/smsConsent'
import type { Queryable } from '../db/db'
import { submissionsRepo } from '../db/submissionsRepo'
import { activeOrNone } from '../db/activeOrNone'
import type { Partner } from '../db/Partner'
import { emergencyPartners } from '../db/clinicsRepo'
import { hoursOf } from '../hours/hoursOf'
import { acknowledgementMail } from '../mail/acknowledgementMail'
import { enqueueMail } from '../mail/enqueueMail'
import { HttpError } from '../http/respond'
import { enqueueSms } from '../sms/enqueueSms'
import type { SmsPayer } from '../sms/smsBudget'
import { DEFAULT_SMS_COUNTRIES } from '../sms/smsCountries'
import { smsDestination } from '../sms/smsDestination'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'
import { acknowledgementWhen } from './acknowledgementWhen'
import { emergencyHospital } from '../clinics/emergencyHospital'
import { firstContactTargetMinutes } from './firstContactTargetMinutes'
import { emergencyNotice } from '../triage/emergencyNotice'
import type { Triage } from '../triage/triage'

/** The lead as its acknowledgement reads it. */
export interface AcknowledgedLead {
  id: string
  data: Record<string, unknown>
  lang: Lang
  /** The stored triage urgency ('emergency' says "call now"). */
  urgency: string | null
  /** The stored triage, whose emergency signs the owner is told (emergencyNotice names them in their language). */
  triage?: Pick<Triage, 'urgency' | 'signs'> | null
  /** The lead's clinic (leadClinicOf) as the caller read it; undefined: the network queue. */
  partner: Partner | undefined
}

/**
 * Queues the owner's acknowledgement in the lead's own transaction, so it exists exactly when the
 * lead does and goes out within seconds (the workers are woken at commit): always by e-mail; by
 * text too when the owner ticked the consent box, gave a number that can take a text, has not
 * opted out, and the server has a text sender (`texts`). The consent's wording version is
 * recorded with the lead whether or not a text can go. An inactive or unknown clinic is the
 * network queue, as everywhere else (leadClinic.ts).
 *
 * The text is paid by the request's caller (`sms`): a number in a country PetLead does not text
 * (SMS_COUNTRIES) or at a premium or shared-cost rate is refused with a 400 on `phone_number` the
 * owner can correct, and a text over budget (per number, per caller, per hour) with a 429 and
 * Retry-After. Both throw inside the lead's transaction, so a refused form stores nothing: an
 * anonymous form must not be a way to make PetLead pay for texts to numbers of the caller's choosing.
 */
export async function acknowledgeLead(
  tx: Queryable,
  lead: AcknowledgedLead,
  now: Date,
  opts: { config: { claimTargetMinutes?: number; smsCountries?: readonly string[]; emergencyHospitalMaxMiles?: number }; texts: boolean },
  sms?: SmsPayer,
): Promise<void> {
  const partner = activeOrNone(lead.partner)
  const emergency = lead.urgency === 'emergency'
  // An emergency while the clinic is closed names the nearest open emergency hospital, whose phone is then the one to call.
  const hospital = emergency
    ? emergencyHospital(partner, await emergencyPartners(tx), lead.data.zip_code, now.getTime(), opts.config.emergencyHospitalMaxMiles)
    : undefined
  const phone = hospital?.phone ?? partner?.phone
  const when = acknowledgementWhen(
    {
      clinic: partner ? { name: partner.name, phone: partner.phone, hours: hoursOf(partner) } : null,
      targetMinutes: firstContactTargetMinutes(partner, opts.config),
      emergency,
      signs: emergency ? emergencyNotice(lead.triage, undefined, lead.lang)?.signs : undefined,
      hospital,
      lang: lead.lang,
    },
    now.getTime(),
  )
  const email = typeof lead.data.email === 'string' ? lead.data.email : ''
  const petName = String(lead.data.pet_name ?? lead.data.petName ?? serverText(lead.lang).offline.defaultPetName)
  if (email) {
    await enqueueMail(
      tx,
      now,
      acknowledgementMail({
        to: email,
        petName,
        clinicName: partner?.name,
        phone,
        when,
        lang: lead.lang,
        // Whom the emergency's "call now" names: the open emergency hospital while the clinic is closed.
        callNow: emergency ? { name: hospital?.name ?? partner?.name } : undefined,
      }),
      undefined,
      { ackOf: lead.id },
    )
  }
  if (lead.data.sms_consent !== true) return
  const countries = sms?.budget.countries ?? opts.config.smsCountries ?? DEFAULT_SMS_COUNTRIES
  const dest = smsDestination(lead.data.phone_number, countries)
  if (!dest.ok && (dest.why === 'country' || dest.why === 'premium'))
    throw new HttpError(400, { phone_number: serverText(lead.lang).acknowledgement.smsNumberRefused(countryNames(countries, lead.lang)) })
  await submissionsRepo.setSmsConsentVersion(tx, lead.id, SMS_CONSENT_VERSION)
  if (!dest.ok || !opts.texts || !sms) return
  const queued = await enqueueSms(
    tx,
    now,
    {
      to: dest.to,
      // An emergency's text starts with the notice (which names the number to call).
      body: emergency ? serverText(lead.lang).acknowledgement.smsEmergency(when) : serverText(lead.lang).acknowledgement.sms(when, phone),
      submissionId: lead.id,
    },
    sms,
  )
  if (queued.refused && 'retryAfterSec' in queued.refused)
    throw new HttpError(429, { _: 'Too many attempts. Please try again later.' }, { 'retry-after': String(queued.refused.retryAfterSec) })
}

/** "United States and Canada", "Estados Unidos y Canadá": the countries as the owner reads them. */
function countryNames(countries: readonly string[], lang: Lang): string {
  const locale = serverText(lang).acknowledgement.locale
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(countries.map((c) => names.of(c) ?? c))
}
