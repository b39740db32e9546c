import { logoUrl } from './logoUrl'
import type { Partner } from './Partner'
import type { ClinicChangeRequest } from '../db/clinicChangesRepo'

/**
 * What the workspace's settings page edits, for the clinic's owner: the import record's fields
 * the owner may change (not id, kind, assessments or active), private lead addresses included,
 * the languages its widgets offer, its opening hours, and the current logo's URL (the bytes go in only when a new one is uploaded).
 * The place, radius and emergency flag are the live ones; `pendingChange` holds what the owner
 * asked for them that waits for the network's approval (null: nothing waits).
 */
export function clinicSettings(p: Partner, logoBase: string, pending?: ClinicChangeRequest) {
  // The coordinates follow the ZIP: the owner edits the ZIP and never sees them.
  const { latitude: _lat, longitude: _lng, ...asked } = pending?.changes ?? {}
  return {
    id: p.id,
    name: p.name,
    logoUrl: logoUrl(p, logoBase) ?? null,
    website: p.website,
    bookingUrl: p.bookingUrl,
    privacyUrl: p.privacyUrl,
    phone: p.phone,
    street: p.street,
    city: p.city,
    state: p.state,
    zip: p.zip,
    radiusMiles: p.radiusMiles,
    services: p.services,
    resultsVariant: p.resultsVariant,
    resultsText: p.resultsText,
    promotions: p.promotions,
    theme: p.theme,
    leadEmails: p.leadEmails,
    languages: p.languages,
    allowedWebsites: p.allowedWebsites,
    /** Online booking (appointment types, capacity, window, notice, buffer); absent: none. */
    booking: p.booking,
    /** Absent: open around the clock (the form leaves it out to keep it so). */
    openingHours: p.openingHours,
    /** A 24-hour emergency hospital (named to owners of an emergency whose clinic is closed). */
    emergency: p.emergency === true,
    pendingChange: pending ? { changes: asked, requestedAt: pending.requestedAt } : null,
  }
}
