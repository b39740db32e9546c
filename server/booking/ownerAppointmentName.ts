import type { Service } from '../../src/schemas/services'
import { servicesEn } from '../../src/text/services.en'
import type { Lang } from '../text/lang'
import { serverText } from '../text/serverText'

/**
 * The name an owner reads for a clinic's appointment type, in the owner's language. A type still
 * named after the service it books, in the catalogue's English words (the demo's types, and the
 * name a clinic keeps when it has nothing to add), is that service: the owner reads the service's
 * name in their own catalogue ('Esterilización / castración', not 'Spay / neuter'). A name the
 * clinic wrote itself is its own words and is shown as written.
 */
export function ownerAppointmentName(name: string, service: string, lang: Lang): string {
  const en = servicesEn[service as Service]
  return en !== undefined && name.trim() === en ? serverText(lang).services[service as Service] : name
}
