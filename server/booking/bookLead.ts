import type { Queryable } from '../db/db'
import { leadsForScope } from '../db/leadsRepo'
import { submissionsRepo } from '../db/submissionsRepo'
import { recordLeadEvent } from '../leads/recordLeadEvent'

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
  e: { leadId: string; clinicId: string; email: string; note: string; now: Date; publicUrl: string },
): Promise<string | null> {
  const own = await submissionsRepo.ownLead(tx, e)
  if (!own) return null
  await leadsForScope(tx, { kind: 'network' }).setStatus(e.leadId, 'booked', null, e.now)
  await recordLeadEvent(tx, { submissionId: e.leadId, type: 'status', status: 'booked', note: e.note, at: e.now, publicUrl: e.publicUrl })
  return e.leadId
}
