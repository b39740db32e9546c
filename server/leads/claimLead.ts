import type { Queryable } from '../db/db'
import { leadsForScope } from '../db/leadsRepo'
import type { Scope } from '../db/scope'
import { applyLeadEvent } from './applyLeadEvent'
import { CLAIM_DEFAULTS } from './claimDefaults'

/**
 * A staff member says "I'll call", in the caller's transaction: the lead is theirs if nobody has
 * it yet (its row is locked, so of two people, or of a person and the escalation worker, one
 * wins), with 'claimed' on the timeline and `lead.claimed` to the clinic's webhooks.
 * 'taken': someone already had it (nothing written); 'missing': no such lead in the scope (a 404,
 * the same for another clinic's lead).
 */
export async function claimLead(
  tx: Queryable,
  scope: Scope,
  o: { leadId: string; userId: string; now: Date; publicUrl: string },
): Promise<'claimed' | 'taken' | 'missing'> {
  if (!(await leadsForScope(tx, scope).has(o.leadId))) return 'missing'
  // A claim queues no check: the defaults are not read.
  const applied = await applyLeadEvent(tx, o.leadId, { type: 'claimed', userId: o.userId }, { ...o, defaults: CLAIM_DEFAULTS })
  if (!applied) return 'missing'
  return applied.outcome === 'taken' ? 'taken' : 'claimed'
}
