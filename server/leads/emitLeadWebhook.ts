import type { Queryable } from '../db/db'
import { leadsForScope } from '../db/leadsRepo'
import { webhooksForClinic } from '../db/webhooksRepo'
import { notifyWork } from '../db/workChannel'
import type { WebhookEvent } from '../webhooks/events'
import { newMessageId } from '../webhooks/newMessageId'
import { MAX_DELIVERY_ATTEMPTS } from '../webhooks/retrySchedule'
import { leadPayload } from './leadPayload'

/** No user: the payload is the lead itself, not one user's view of it (read marks). */
const NOBODY = '00000000-0000-0000-0000-000000000000'

/**
 * Queues `type` for every endpoint of `clinicId` that subscribes to it, inside the caller's
 * transaction: the event exists exactly when what caused it was committed, so none is lost and
 * none is sent for a rolled-back change. The payload is fixed now (a retry tomorrow sends what
 * happened today). Called by recordLeadEvent only, which has decided the lead's clinic, that it
 * is a lead, and that an endpoint wants `type` (asked with the timeline's insert, so a lead whose
 * clinic has no webhooks builds no payload). Returns how many deliveries were queued.
 */
export async function emitLeadWebhook(
  tx: Queryable,
  e: { type: WebhookEvent; submissionId: string; clinicId: string; now: Date; publicUrl: string },
): Promise<number> {
  const hooks = webhooksForClinic(tx, e.clinicId)
  const lead = await leadsForScope(tx, { kind: 'clinic', clinicId: e.clinicId }).find(e.submissionId, NOBODY, e.now)
  if (!lead) return 0
  const payload = JSON.stringify({ type: e.type, timestamp: e.now.toISOString(), data: { lead: leadPayload(lead, e.publicUrl) } })
  const queued = await hooks.enqueueEvent({
    type: e.type,
    messageId: newMessageId(),
    payload,
    submissionId: e.submissionId,
    maxAttempts: MAX_DELIVERY_ATTEMPTS,
    now: e.now,
  })
  if (queued > 0) await notifyWork(tx, 'webhooks')
  return queued
}
