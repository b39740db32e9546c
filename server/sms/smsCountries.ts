import { isSupportedCountry } from 'libphonenumber-js/max'

/** Where texts may go unless SMS_COUNTRIES says otherwise: the countries PetLead's clinics serve. */
export const DEFAULT_SMS_COUNTRIES: readonly string[] = ['US', 'CA']

/**
 * The countries texts may go to, from SMS_COUNTRIES (`US,CA`; the default when unset or blank).
 * A code that is not a two-letter country the phone metadata knows throws at start-up: a typo
 * such as `USA` would otherwise silently stop every text.
 */
export function smsCountries(raw: string | undefined): readonly string[] {
  if (!raw?.trim()) return DEFAULT_SMS_COUNTRIES
  const codes = raw.split(',').map((s) => s.trim().toUpperCase())
  const wrong = codes.filter((c) => !/^[A-Z]{2}$/.test(c) || !isSupportedCountry(c))
  if (wrong.length > 0) throw new Error(`SMS_COUNTRIES: ${wrong.map((w) => JSON.stringify(w)).join(', ')} is not a two-letter country code`)
  return [...new Set(codes)]
}
