import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/** Any valid number in E.164 (an inbound STOP's sender), null when it cannot be read. */
export function e164(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const p = parsePhoneNumberFromString(raw, 'US')
  return p?.isValid() ? p.number : null
}
