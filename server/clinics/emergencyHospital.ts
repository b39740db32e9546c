import { milesBetween } from './milesBetween'
import { zipPoint } from './zipPoint'
import type { Partner } from '../db/Partner'
import { activeOrNone } from '../db/activeOrNone'
import { isOpenAt } from '../hours/isOpenAt'
import type { EmergencyHospital } from '../triage/emergencyNotice'

/**
 * How far, in miles, a named emergency hospital may be from the owner when EMERGENCY_HOSPITAL_MAX_MILES
 * is unset: about a half-hour drive. A hospital's own radius is its clinic's claim; this cap is the
 * owner's: nobody whose dog has collapsed is sent to a hospital hours away.
 */
export const EMERGENCY_HOSPITAL_MAX_MILES = 30

/**
 * The 24-hour emergency hospital the owner of an emergency is told to call instead of their
 * clinic, at `now`: only while the lead's clinic is closed in its own hours (or the lead has no
 * clinic), the nearest of `hospitals` (partners marked `emergency`) that is active, open at
 * `now`, whose radius covers the owner (their ZIP code, else the clinic's own place) and within
 * `maxMiles` of them (EMERGENCY_HOSPITAL_MAX_MILES, whatever the radius says); ties by id, so the same lead always names the same hospital. Undefined while the clinic is open (it is
 * the one to call) and when no hospital fits: the owner is then given the clinic's phone and told
 * to go to the nearest emergency vet.
 */
export function emergencyHospital(
  clinic: Partner | undefined,
  hospitals: readonly Partner[],
  ownerZip: unknown,
  now: number,
  maxMiles: number = EMERGENCY_HOSPITAL_MAX_MILES,
): EmergencyHospital | undefined {
  const openNow = (p: Partner) => isOpenAt(p, now)
  if (clinic && openNow(clinic)) return undefined
  const owner = zipPoint(typeof ownerZip === 'string' ? ownerZip : null) ?? clinic
  if (!owner) return undefined
  const [nearest] = hospitals
    .filter((h) => activeOrNone(h) && h.emergency === true && h.id !== clinic?.id && openNow(h))
    .map((h) => ({ h, miles: milesBetween(owner, h) }))
    .filter((m) => m.miles <= m.h.radiusMiles && m.miles <= maxMiles)
    .sort((a, b) => a.miles - b.miles || a.h.id.localeCompare(b.h.id))
  return nearest && { name: nearest.h.name, phone: nearest.h.phone, city: nearest.h.city, miles: Math.max(1, Math.round(nearest.miles)) }
}
