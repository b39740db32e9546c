import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/** Types of number a text message can reach (the US does not tell mobile and landline apart). */
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE'])

/**
 * The number in E.164 (+19255550123) when `raw` is a valid number that can take a text message,
 * read in the US when it carries no country code; null otherwise (invalid, too short, a landline
 * known as one, toll-free, premium-rate, a pager). The full metadata is needed to know a number's
 * type, so this runs on the server only, never in the widget bundle.
 */
export function mobileNumber(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null
  const p = parsePhoneNumberFromString(raw, 'US')
  if (!p?.isValid()) return null
  return TEXTABLE.has(p.getType() ?? '') ? p.number : null
}

/** Any valid number in E.164 (an inbound STOP's sender), null when it cannot be read. */
export function e164(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const p = parsePhoneNumberFromString(raw, 'US')
  return p?.isValid() ? p.number : null
}
