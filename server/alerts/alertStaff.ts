import { findPartner } from '../db/clinicsRepo'
import type { Queryable } from '../db/db'
import { pushDeliveriesRepo } from '../db/pushDeliveriesRepo'
import { staffAlertsRepo, type AlertedMember } from '../db/staffAlertsRepo'
import { notifyWork } from '../db/workChannel'
import { html } from '../html/html'
import { enqueueMail } from '../mail/enqueueMail'
import { unclaimedLeadMail } from '../mail/unclaimedLeadMail'
import type { Urgency } from '../triage/triage'
import { alertText, type AlertReason, type AlertedLead } from './alertText'
import { enqueueStaffText } from './enqueueStaffText'
import type { SmsBudget } from '../sms/smsBudget'

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
  /**
   * E-mail the whole team whatever each chose, with `why` and the lead's facts (the escalation of
   * a lead nobody claimed): every owner and staff member, or the clinic's lead addresses when it
   * has no workspace accounts yet. Push and texts still follow each member's choice.
   */
  emailEveryone?: { why: string; data: Record<string, unknown> }
  /** The budget staff texts are paid from; absent: no texts are queued (nothing would pay for them). */
  texts?: SmsBudget
  /** The pet, the sign and the owner's phone the alert names (absent: the alert names only the urgency). */
  lead?: AlertedLead
  /** Every channel each member has set up, whatever they chose (an emergency always; a clinic's own lead its owners must see). */
  everyChannel?: boolean
  /**
   * The members to alert, read already (staffToAlert, sent beside the caller's own statement so
   * both travel in one round trip); absent: read here.
   */
  members?: Promise<AlertedMember[]>
}

/**
 * The members alertStaff alerts for a lead of `clinicId`, read now: a caller that sends this before
 * its own statement and hands it to alertStaff (`members`) pays one round trip for both. The read
 * is never left unhandled: a failure is alertStaff's to throw.
 */
export function staffToAlert(tx: Queryable, clinicId: string): Promise<AlertedMember[]> {
  const members = staffAlertsRepo.members(tx, clinicId)
  members.catch(() => {})
  return members
}

/** What alertStaff queued, counted per channel, and the addresses e-mailed. */
export interface AlertsQueued {
  push: number
  email: number
  sms: number
  emailed: string[]
}

/**
 * Alerts every owner and staff member of the lead's clinic on the channels each chose, in the
 * caller's transaction: the lead and its alerts commit together, and the workers send them after
 * the commit (push_deliveries, the outbox, the SMS seam). An emergency goes out on every channel
 * a member has set up (each browser subscribed, their e-mail, their mobile when they gave one)
 * whatever they chose, because a pet in danger outranks a quiet phone. With `emailEveryone`,
 * everyone is e-mailed (see StaffAlert).
 */
export async function alertStaff(tx: Queryable, alert: StaffAlert): Promise<AlertsQueued> {
  const queued: AlertsQueued = { push: 0, email: 0, sms: 0, emailed: [] }
  if (!alert.clinicId) return queued
  const link = `${alert.publicUrl.replace(/\/+$/, '')}/workspace/leads/${encodeURIComponent(alert.leadId)}`
  const text = alertText({ urgency: alert.urgency, reason: alert.reason, link, lead: alert.lead })
  const emergency = alert.urgency === 'emergency' || alert.everyChannel === true
  const everyone = alert.emailEveryone
  const mail = (to: string) => {
    if (!everyone) return alertMail(to, text, link)
    const pet = String(everyone.data.pet_name ?? everyone.data.petName ?? 'a pet')
    const owner = String(everyone.data.owner_name ?? everyone.data.name ?? everyone.data.email ?? '')
    return unclaimedLeadMail({
      to,
      what: [pet, owner].filter(Boolean).join(', '),
      reason: everyone.why,
      facts: text.facts,
      url: link,
      emergency: alert.urgency === 'emergency',
    })
  }
  const payload = JSON.stringify({
    type: 'lead',
    leadId: alert.leadId,
    urgency: alert.urgency,
    reason: alert.reason,
    title: text.title,
    body: text.body,
    url: `/workspace/leads/${encodeURIComponent(alert.leadId)}`,
  })
  const members = await (alert.members ?? staffAlertsRepo.members(tx, alert.clinicId))
  // A clinic without workspace accounts yet is reached at its lead addresses.
  const addresses = everyone && members.length === 0 ? ((await findPartner(tx, alert.clinicId))?.leadEmails ?? []) : []
  for (const to of addresses) {
    await enqueueMail(tx, alert.now, mail(to))
    queued.email++
    queued.emailed.push(to)
  }
  for (const m of members) {
    if (m.push || emergency) {
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
    if (everyone || m.email || emergency) {
      await enqueueMail(tx, alert.now, mail(m.email_addr))
      queued.email++
      queued.emailed.push(m.email_addr)
    }
    if (alert.texts && m.mobile && (m.sms || emergency)) {
      if (
        await enqueueStaffText(
          tx,
          { userId: m.userId, to: m.mobile, body: `${text.title}. ${text.body}`, leadId: alert.leadId, now: alert.now },
          alert.texts,
        )
      )
        queued.sms++
    }
  }
  if (queued.push > 0) await notifyWork(tx, 'push')
  return queued
}

/** The short alert e-mail: the same words as the push and the text. */
function alertMail(to: string, text: { title: string; body: string }, link: string) {
  return {
    to,
    subject: text.title,
    text: `${text.title}\n\n${text.body}\n`,
    html: html`<p><strong>${text.title}</strong></p><p><a href="${link}">Open it in the PetLead workspace</a></p>`.value,
  }
}
