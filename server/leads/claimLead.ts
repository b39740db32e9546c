import type { Queryable } from '../db/db'
import { leadsForScope } from '../db/leadsRepo'
import type { Scope } from '../db/scope'
import { recordLeadEvent } from './recordLeadEvent'

/**
 * A staff member says "I'll call", in the caller's transaction: the lead is theirs if nobody has
 * it yet (one conditional UPDATE: of two people, or of a person and the escalation worker holding
 * the row, one wins), with 'claimed' on the timeline and `lead.claimed` to the clinic's webhooks.
 * 'taken': someone already had it (nothing written); 'missing': no such lead in the scope (a 404,
 * the same for another clinic's lead).
 */
export async function claimLead(
  tx: Queryable,
  scope: Scope,
  o: { leadId: string; userId: string; now: Date; publicUrl: string },
): Promise<'claimed' | 'taken' | 'missing'> {
  const outcome = await leadsForScope(tx, scope).claim(o.leadId, o.userId, o.now)
  if (outcome === 'claimed')
    await recordLeadEvent(tx, { submissionId: o.leadId, type: 'claimed', at: o.now, actorUserId: o.userId, publicUrl: o.publicUrl })
  return outcome
}
