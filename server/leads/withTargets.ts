import type { InboxItem } from '../../src/workspace/types'
import { findPartner } from '../db/clinicsRepo'
import type { Queryable } from '../db/db'
import type { Partner } from '../db/Partner'
import type { ClaimDefaults } from './claimDefaults'
import { lifePolicy } from './claimDueTimes'
import type { Urgency } from '../triage/triage'
import { alertAfterMinutes } from './leadLife'

/**
 * The leads past their first-contact target, each with the target it passed in minutes of open
 * time ("past its 5-minute target"): its clinic's own over the server's defaults, an emergency's
 * the shorter emergency target, the very rule that queued its first alert again (leadLife.ts).
 * Each clinic is read once, however many of its leads are late.
 */
export async function withTargets<T extends InboxItem>(q: Queryable, items: T[], defaults: ClaimDefaults): Promise<T[]> {
  const partners = new Map<string, Partner | undefined>()
  const out: T[] = []
  // One query at a time: an embedded database has one connection.
  for (const item of items) {
    if (!('overdue_since' in item) || !item.overdue_since || !item.clinic_id) {
      out.push(item)
      continue
    }
    if (!partners.has(item.clinic_id)) partners.set(item.clinic_id, await findPartner(q, item.clinic_id))
    const policy = lifePolicy(partners.get(item.clinic_id), defaults)
    out.push({ ...item, target_minutes: alertAfterMinutes(item.urgency as Urgency | null, policy) })
  }
  return out
}
