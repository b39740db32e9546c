/**
 * Catalogue entries that are the same in Spanish as in English, by path in `en` (a function's
 * result is `path()`), each with the reason. Kept short on purpose: any other Spanish string
 * identical to its English is untranslated (src/text/es.test.ts fails on it), and the Spanish
 * component tests may use this list to tell these words apart from English left on screen.
 * Only tests import it, so it never reaches a bundle.
 */
export const sameInSpanish: Readonly<Record<string, string>> = {
  'options.neutered.no': "'No' is the Spanish word too",
  'qr.breathScale.2': 'a bare digit of the 1-5 breath scale',
  'qr.breathScale.3': 'a bare digit of the 1-5 breath scale',
  'qr.breathScale.4': 'a bare digit of the 1-5 breath scale',
  'language.en': "each language is named in its own words on the switch ('English')",
  'language.es': "each language is named in its own words on the switch ('Español')",
  'booking.price()': 'a dollar range is written the same way in US Spanish',
  'booking.minutes()': "'min' is the Spanish abbreviation too",
  'clinic.issuePrefix': 'data, not shown: the clinic reads additional_info in English whatever the owner speaks',
}
