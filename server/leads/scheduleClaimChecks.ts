import { claimChecksRepo, type ClaimStep } from '../db/claimChecksRepo'
import type { Queryable } from '../db/db'
import type { Partner } from '../db/Partner'
import { notifyWork } from '../db/workChannel'
import type { ClaimDefaults } from './claimDefaults'
import { claimDueTimes } from './claimDueTimes'

/**
 * Queues, in the caller's transaction, the checks of a lead that has just reached `partner`: the
 * second alert at its first-contact target and re-routing at its re-route time (none for a
 * clinic outside the network). Due rows, not a loop over every lead: each is looked at once, when
 * due, and does nothing if the lead was claimed meanwhile.
 */
export async function scheduleClaimChecks(
  tx: Queryable,
  o: { submissionId: string; partner: Partner; now: Date; defaults: ClaimDefaults },
): Promise<void> {
  const due = claimDueTimes(o.partner, o.now.getTime(), o.defaults)
  const steps: Array<{ step: ClaimStep; runAt: Date }> = []
  if (due.escalateAt !== null) steps.push({ step: 'escalate', runAt: new Date(due.escalateAt) })
  if (due.rerouteAt !== null) steps.push({ step: 'reroute', runAt: new Date(due.rerouteAt) })
  await claimChecksRepo.schedule(tx, { submissionId: o.submissionId, clinicId: o.partner.id, now: o.now, steps })
  await notifyWork(tx)
}
