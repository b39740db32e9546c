import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

/** Types of number a text message can reach (the US does not tell mobile and landline apart). */
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE'])

/** Types whose texts the sender pays extra for, or whose receiver is paid: never texted. */
const PREMIUM = new Set(['PREMIUM_RATE', 'SHARED_COST'])

/**
 * Where a text to `raw` would go, or why none may: `to` in E.164 with its country when it is a
 * valid number that can take a text in one of `countries` (two-letter codes, checked by
 * smsCountries); otherwise `unreadable` (not a valid number), `country` (a number in a country
 * PetLead does not text), `premium` (premium-rate
 * or shared-cost: each text would cost PetLead what the number's owner earns, the "SMS pumping"
 * fraud), or `not mobile` (toll-free, a pager, a landline known as one). A number without a
 * country code is read in the US. NANP numbers are told apart by their real country (+1 876 is
 * Jamaica, not the US), and the full metadata is needed for that and for the type, so this runs on
 * the server only, never in the widget bundle.
 */
export function smsDestination(
  raw: unknown,
  countries: readonly string[],
): { ok: true; to: string; country: string } | { ok: false; why: 'unreadable' | 'country' | 'premium' | 'not mobile' } {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 40) return { ok: false, why: 'unreadable' }
  const p = parsePhoneNumberFromString(raw, 'US')
  if (!p) return { ok: false, why: 'unreadable' }
  // A calling code none of the countries uses (+234, +882) is out whether or not its metadata knows the number.
  const codes = countries.map((c) => getCountryCallingCode(c as CountryCode))
  if (!codes.includes(p.countryCallingCode)) return { ok: false, why: 'country' }
  if (!p.isValid() || !p.country) return { ok: false, why: 'unreadable' }
  if (!countries.includes(p.country)) return { ok: false, why: 'country' }
  const type = p.getType() ?? ''
  if (PREMIUM.has(type)) return { ok: false, why: 'premium' }
  return TEXTABLE.has(type) ? { ok: true, to: p.number, country: p.country } : { ok: false, why: 'not mobile' }
}
