import type { Queryable } from '../db/db'
import { pushDeliveriesRepo } from '../db/pushDeliveriesRepo'
import { staffAlertsRepo } from '../db/staffAlertsRepo'
import { notifyWork } from '../db/workChannel'
import { html } from '../html/html'
import { enqueueMail } from '../mail/enqueueMail'
import type { Urgency } from '../triage/triage'
import { alertText, type AlertReason } from './alertText'
import { enqueueStaffText } from './enqueueStaffText'

/** A staff alert: which lead, whose staff, how urgent, and why now. */
export interface StaffAlert {
  leadId: string
  /** The lead's clinic; none (the network queue) alerts no one here. */
  clinicId: string | null
  urgency: Urgency | null
  reason: AlertReason
  now: Date
  /** This server's public origin, for the lead's link. */
  publicUrl: string
  /** The channels to use (default all): a caller that e-mails the whole team itself asks for push and text only. */
  channels?: ReadonlyArray<'push' | 'email' | 'sms'>
}

/** What alertStaff queued, counted per channel. */
export interface AlertsQueued {
  push: number
  email: number
  sms: number
}

/**
 * Alerts every owner and staff member of the lead's clinic on the channels each chose, in the
 * caller's transaction: the lead and its alerts commit together, and the workers send them after
 * the commit (push_deliveries, the outbox, the SMS seam). An emergency goes out on every channel
 * a member has set up (each browser subscribed, their e-mail, their mobile when they gave one)
 * whatever they chose, because a pet in danger outranks a quiet phone.
 */
export async function alertStaff(tx: Queryable, alert: StaffAlert): Promise<AlertsQueued> {
  const queued: AlertsQueued = { push: 0, email: 0, sms: 0 }
  if (!alert.clinicId) return queued
  const link = `${alert.publicUrl}/workspace/leads/${encodeURIComponent(alert.leadId)}`
  const text = alertText({ urgency: alert.urgency, reason: alert.reason, link })
  const emergency = alert.urgency === 'emergency'
  const wants = (c: 'push' | 'email' | 'sms') => !alert.channels || alert.channels.includes(c)
  const payload = JSON.stringify({
    type: 'lead',
    leadId: alert.leadId,
    urgency: alert.urgency,
    reason: alert.reason,
    title: text.title,
    body: text.body,
    url: `/workspace/leads/${encodeURIComponent(alert.leadId)}`,
  })
  for (const m of await staffAlertsRepo.members(tx, alert.clinicId)) {
    if (wants('push') && (m.push || emergency)) {
      for (const s of m.subscriptions) {
        await pushDeliveriesRepo.insert(tx, {
          subscriptionId: s.id,
          leadId: alert.leadId,
          payload,
          urgency: emergency ? 'high' : 'normal',
          now: alert.now,
        })
        queued.push++
      }
    }
    if (wants('email') && (m.email || emergency)) {
      await enqueueMail(tx, alert.now, {
        to: m.email_addr,
        subject: text.title,
        text: `${text.title}\n\n${text.body}\n`,
        html: html`<p><strong>${text.title}</strong></p><p><a href="${link}">Open it in the PetLead workspace</a></p>`.value,
      })
      queued.email++
    }
    if (wants('sms') && m.mobile && (m.sms || emergency)) {
      if (
        await enqueueStaffText(tx, {
          userId: m.userId,
          to: m.mobile,
          body: `${text.title}. ${text.body}`,
          leadId: alert.leadId,
          now: alert.now,
        })
      )
        queued.sms++
    }
  }
  if (queued.push > 0) await notifyWork(tx)
  return queued
}
