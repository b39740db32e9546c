import { findPartner } from '../db/clinicsRepo'
import type { Queryable } from '../db/db'
import { enqueueMail } from '../mail/enqueueMail'
import { unclaimedLeadMail } from '../mail/unclaimedLeadMail'
import { recordLeadEvent } from './recordLeadEvent'
import { alertStaff } from '../alerts/alertStaff'
import type { Urgency } from '../triage/triage'

/** The lead an alert is about: its id, its clinic, what it is, and when and where the alert is written. */
export interface AlertedLead {
  id: string
  clinicId: string
  kind: string
  data: Record<string, unknown>
  now: Date
  publicUrl: string
}

/**
 * Alerts a clinic's whole team about a lead, in the caller's transaction: an e-mail through the
 * outbox to every staff member and the clinic's owner (the clinic's lead addresses when it has no
 * workspace accounts yet), and 'escalated' on the lead's timeline, whose NOTIFY shows it in every
 * open workspace; each member's push and text channels through alertStaff (alerts/), the one place
 * staff channels live. Returns how many e-mails were queued.
 */
export async function escalateToStaff(tx: Queryable, lead: AlertedLead, reason: string): Promise<number> {
  const users = await tx.query<{ email: string }>(
    "SELECT email FROM users WHERE clinic_id = $1 AND role IN ('owner', 'staff') ORDER BY email",
    [lead.clinicId],
  )
  const to = users.length > 0 ? users.map((u) => u.email) : ((await findPartner(tx, lead.clinicId))?.leadEmails ?? [])
  const pet = String(lead.data.pet_name ?? lead.data.petName ?? 'a pet')
  const owner = String(lead.data.owner_name ?? lead.data.name ?? lead.data.email ?? '')
  const url = `${lead.publicUrl.replace(/\/+$/, '')}/workspace/leads/${lead.id}`
  for (const addr of to)
    await enqueueMail(tx, lead.now, unclaimedLeadMail({ to: addr, what: [pet, owner].filter(Boolean).join(', '), reason, url }))
  const [row] = await tx.query<{ urgency: Urgency | null }>('SELECT urgency FROM submissions WHERE id = $1', [lead.id])
  await alertStaff(tx, {
    leadId: lead.id,
    clinicId: lead.clinicId,
    urgency: row?.urgency ?? null,
    reason: 'unclaimed',
    now: lead.now,
    publicUrl: lead.publicUrl,
    channels: ['push', 'sms'],
  })
  await recordLeadEvent(tx, {
    submissionId: lead.id,
    type: 'escalated',
    at: lead.now,
    reason,
    note: to.join(', '),
    publicUrl: lead.publicUrl,
  })
  return to.length
}
