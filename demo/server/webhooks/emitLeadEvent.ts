import type { Queryable } from '../db/db'
import { leadsForScope } from '../db/leadsRepo'
import { webhooksForClinic } from '../db/webhooksRepo'
import { notifyWork } from '../db/workChannel'
import type { WebhookEvent } from './events'
import { leadPayload } from './leadPayload'
import { newMessageId } from './newMessageId'
import { MAX_DELIVERY_ATTEMPTS } from './retrySchedule'

/** No user: the payload is the lead itself, not one user's view of it (read marks). */
const NOBODY = '00000000-0000-0000-0000-000000000000'

/**
 * Queues `type` for every endpoint of the lead's clinic that subscribes to it, inside the
 * caller's transaction: the event exists exactly when what caused it was committed, so none is
 * lost and none is sent for a rolled-back change. The payload is fixed now (a retry tomorrow
 * sends what happened today). Leads in the network queue and contact messages have no clinic
 * endpoints to tell. Returns how many deliveries were queued.
 */
export async function emitLeadEvent(tx: Queryable, e: { type: WebhookEvent; submissionId: string; now: Date; publicUrl: string }): Promise<number> {
  const [row] = await tx.query<{ clinic_id: string | null; kind: string }>('SELECT coalesce(routed_clinic_id, clinic_id) AS clinic_id, kind FROM submissions WHERE id = $1', [e.submissionId])
  if (!row?.clinic_id || row.kind === 'contact') return 0
  const hooks = webhooksForClinic(tx, row.clinic_id)
  if (!(await hooks.wants(e.type))) return 0
  const lead = await leadsForScope(tx, { kind: 'clinic', clinicId: row.clinic_id }).find(e.submissionId, NOBODY)
  if (!lead) return 0
  const payload = JSON.stringify({ type: e.type, timestamp: e.now.toISOString(), data: { lead: leadPayload(lead, e.publicUrl) } })
  const queued = await hooks.enqueueEvent({ type: e.type, messageId: newMessageId(), payload, submissionId: e.submissionId, maxAttempts: MAX_DELIVERY_ATTEMPTS, now: e.now })
  if (queued > 0) await notifyWork(tx)
  return queued
}
