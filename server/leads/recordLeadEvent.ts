import type { Queryable } from '../db/db'
import { insertUnannounced, leadEventsRepo, type LeadEventEntry, type LeadEventType } from '../db/leadEventsRepo'
import type { WebhookEvent } from '../webhooks/events'
import { emitLeadWebhook } from './emitLeadWebhook'

/**
 * The webhook each timeline entry announces. One vocabulary: the timeline's types; a webhook
 * event is what the lead's clinic is told of one. A reassigned lead is new to the clinic it now
 * belongs to, so its clinic hears `lead.created` as for any new lead.
 */
const WEBHOOK_OF: Record<AnnouncedEventType, WebhookEvent> = {
  received: 'lead.created',
  reassigned: 'lead.created',
  assessed: 'lead.assessed',
  status: 'lead.status_changed',
  claimed: 'lead.claimed',
  // Written while the lead is still the clinic's it leaves: that clinic hears it go.
  rerouted: 'lead.rerouted',
  visited: 'lead.visited',
}

/** The timeline entries a webhook announces (WEBHOOK_OF). */
export type AnnouncedEventType = 'received' | 'reassigned' | 'assessed' | 'status' | 'claimed' | 'rerouted' | 'visited'

type LeadEventFields = Omit<LeadEventEntry, 'type'>

/**
 * One entry of a lead's timeline and everything that follows from it. Only an entry a webhook
 * announces needs the server's public URL (the payload's link to the lead); the others take none.
 */
export type LeadEvent =
  | (LeadEventFields & { type: AnnouncedEventType; publicUrl: string })
  | (LeadEventFields & { type: Exclude<LeadEventType, AnnouncedEventType>; publicUrl?: undefined })

/**
 * Writes one entry of a lead's timeline and, in the caller's transaction, tells whoever the
 * lead belongs to (leadClinicOf, read once here): the inboxes' live streams (a NOTIFY every
 * process hears at commit) and the clinic's webhooks (WEBHOOK_OF). A contact message is kept on
 * its own timeline but is not a lead: nobody is told. Returns the lead's clinic (null: the
 * network queue).
 */
export async function recordLeadEvent(tx: Queryable, e: LeadEvent): Promise<string | null> {
  const webhook = e.publicUrl !== undefined ? WEBHOOK_OF[e.type] : undefined
  const lead = await leadEventsRepo.insert(tx, e, {
    notice: e.type === 'received' || e.type === 'reassigned' ? 'created' : 'updated',
    ...(webhook ? { webhook } : {}),
  })
  if (!lead?.is_lead) return null
  // The insert has sent the inboxes' NOTIFY and asked whether an endpoint wants the webhook.
  if (webhook && e.publicUrl !== undefined && lead.clinic_id && lead.webhook_wanted)
    await emitLeadWebhook(tx, {
      type: webhook,
      submissionId: e.submissionId,
      clinicId: lead.clinic_id,
      now: e.at,
      publicUrl: e.publicUrl,
    })
  return lead.clinic_id
}

/**
 * Entries no webhook announces, of many leads, in one statement (the mail worker's batch of
 * acknowledgements): each lead's inboxes are told at commit, as by recordLeadEvent.
 */
export async function recordUnannouncedEvents(
  tx: Queryable,
  events: ReadonlyArray<LeadEventFields & { type: Exclude<LeadEventType, AnnouncedEventType> }>,
): Promise<void> {
  await insertUnannounced(tx, events)
}
