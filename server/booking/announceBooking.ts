import type { Queryable } from '../db/db'
import type { BookingRow } from '../db/bookingsRepo'
import { notifyLead } from '../db/leadEventsRepo'
import { webhooksForClinic } from '../db/webhooksRepo'
import { notifyWork } from '../db/workChannel'
import type { WebhookEvent } from '../webhooks/events'
import { newMessageId } from '../webhooks/newMessageId'
import { MAX_DELIVERY_ATTEMPTS } from '../webhooks/retrySchedule'
import { bookingItem } from './bookingItem'

/**
 * Tells the booking's clinic, in the caller's transaction: its workspace streams (a NOTIFY every
 * process hears at commit, so an open Calendar updates) and its webhook endpoints subscribed to
 * `type`, signed like every webhook. Nothing is sent for a rolled-back change.
 */
export async function announceBooking(
  tx: Queryable,
  type: Extract<WebhookEvent, `booking.${string}`>,
  b: BookingRow,
  zone: string,
  now: Date,
): Promise<void> {
  await notifyLead(tx, { clinic_id: b.clinic_id, id: b.id, type: type === 'booking.created' ? 'created' : 'updated', kind: 'booking' })
  const hooks = webhooksForClinic(tx, b.clinic_id)
  if (!(await hooks.wants(type))) return
  const payload = JSON.stringify({
    type,
    timestamp: now.toISOString(),
    // Where the owner came from, as the lead's webhooks say it: its widget and attribution ({} without one).
    data: {
      booking: { ...bookingItem(b, zone), clinic_id: b.clinic_id, species: b.species, widget: b.widget, attribution: b.attribution ?? {} },
    },
  })
  const queued = await hooks.enqueueEvent({
    type,
    messageId: newMessageId(),
    payload,
    submissionId: b.lead_id,
    maxAttempts: MAX_DELIVERY_ATTEMPTS,
    now,
  })
  if (queued > 0) await notifyWork(tx, 'webhooks')
}
