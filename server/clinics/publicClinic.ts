import { logoUrl } from './logoUrl'
import type { Partner } from './Partner'

/**
 * The part of a partner any visitor may see (GET /clinics/{id}): what the widgets show and
 * nothing else. Lead addresses, the street address, the radius and the price table stay on the
 * server. Field names match the widget's `Clinic` type, so a clinic unknown to the bundle renders
 * from this alone.
 */
export function publicClinic(p: Partner, logoBase: string) {
  return {
    id: p.id,
    name: p.name,
    logo: logoUrl(p, logoBase),
    website: p.website,
    bookingUrl: p.bookingUrl,
    privacyUrl: p.privacyUrl,
    phone: p.phone,
    resultsVariant: p.resultsVariant,
    resultsText: p.resultsText,
    promotions: p.promotions,
    theme: p.theme,
    languages: p.languages,
  }
}
