import { activePartner } from '../clinics/activePartner'
import type { Clock } from '../clock'
import type { Queryable } from '../db/db'
import type { Partner } from '../db/Partner'

/** How long a beacon's clinic is taken as read: a paused clinic, or a website added, counts after at most this long. */
export const CLINIC_CACHE_MS = 10_000

/**
 * The active partner a beacon names (404 `Unknown clinic` otherwise, as activePartner answers),
 * read at most once per CLINIC_CACHE_MS per clinic: every beacon of a busy clinic's page names the
 * same clinic, and a database read for each would cost more than counting it. Only found clinics
 * are kept, so a stream of made-up ids fills nothing.
 */
export function clinicCache(deps: { db: Queryable; clock: Clock }): (id: string | null) => Promise<Partner> {
  const kept = new Map<string, { partner: Partner; until: number }>()
  return async (id) => {
    const now = deps.clock.now().getTime()
    const hit = id ? kept.get(id) : undefined
    if (hit && hit.until > now) return hit.partner
    const partner = await activePartner(deps.db, id)
    kept.set(partner.id, { partner, until: now + CLINIC_CACHE_MS })
    return partner
  }
}
