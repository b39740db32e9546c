import { needOf } from '../clinics/needOf'
import { partnersInRange, type Match } from '../clinics/partnersInRange'
import { zipPoint } from '../clinics/zipPoint'
import type { Partner } from '../db/Partner'
import { isOpenAt } from '../hours/isOpenAt'

/**
 * The partner a lead its clinic left unclaimed goes to: the nearest active partner in range of
 * the owner (their ZIP code, else the first clinic's own) that offers what the lead asks for, is
 * open at `now`, takes part in re-routing, and has not held the lead before. Null when none.
 */
export function nextPartner(
  partners: readonly Partner[],
  lead: { kind: string; data: Record<string, unknown> },
  from: Partner,
  held: readonly string[],
  now: Date,
): Match | null {
  const need = needOf(lead.kind, lead.data)
  if (!need) return null
  const owner = zipPoint(typeof lead.data.zip_code === 'string' ? lead.data.zip_code : null) ?? {
    latitude: from.latitude,
    longitude: from.longitude,
  }
  return (
    partnersInRange(partners, owner, need).find(
      (m) =>
        m.partner.id !== from.id &&
        !held.includes(m.partner.id) &&
        m.partner.firstContact?.reroute !== false &&
        isOpenAt(m.partner, now.getTime()),
    ) ?? null
  )
}
