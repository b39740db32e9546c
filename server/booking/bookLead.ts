import type { Queryable } from '../db/db'
import { submissionsRepo } from '../db/submissionsRepo'
import { applyLeadEvent } from '../leads/applyLeadEvent'
import { CLAIM_DEFAULTS } from '../leads/claimDefaults'
import type { LifeEvent } from '../leads/leadLife'

/**
 * The lead a booking follows becomes `booked`, with its timeline entry (and so its webhook and its
 * inboxes' live update). Only when the booking's e-mail is the lead's own, so a lead id seen
 * elsewhere cannot mark someone else's lead; and only at the lead's own clinic (`clinicId`, the
 * visit's), because an estimate offers several partners: a visit at another one must neither close
 * the lead its clinic is working on nor link, in that other clinic's Calendar, a lead it cannot
 * open. Returns the lead id it booked, or null.
 */
export async function bookLead(
  tx: Queryable,
  e: { leadId: string; clinicId: string; email: string; start: Date; note: string; now: Date; publicUrl: string },
): Promise<string | null> {
  const own = await submissionsRepo.ownLead(tx, e)
  if (!own) return null
  await visitEvent(tx, e.leadId, { type: 'visit_booked', start: e.start.getTime(), note: e.note }, e)
  return e.leadId
}

/**
 * A change to a lead's visit (booked, moved, cancelled) as an event of the lead's life: its status
 * and timeline follow the visit, so the lead, the inbox, Performance and the webhooks agree with
 * the Calendar. A visit queues no first-contact check, so the defaults are not read.
 */
export async function visitEvent(
  tx: Queryable,
  leadId: string,
  event: Extract<LifeEvent, { type: 'visit_booked' | 'visit_moved' | 'visit_cancelled' }>,
  o: { now: Date; publicUrl: string },
): Promise<void> {
  await applyLeadEvent(tx, leadId, event, { now: o.now, publicUrl: o.publicUrl, defaults: CLAIM_DEFAULTS })
}
