import type { ClinicContact } from '../clinicDirectory'
import type { Match } from '../clinics/partnersInRange'
import type { Queryable } from '../db/db'
import type { Partner } from '../db/Partner'
import type { SubmissionFacts } from '../db/submissionsRepo'
import { enqueueMail } from '../mail/enqueueMail'
import { reroutedMail } from '../mail/reroutedMail'
import type { ClaimDefaults } from './claimDefaults'
import { reassignLead } from './reassignLead'
import { recordLeadEvent } from './recordLeadEvent'

/**
 * Moves a lead its clinic left unclaimed to `to`, in the caller's transaction (which holds the
 * lead's row). 'rerouted' is written first, while the lead is still the first clinic's: that
 * clinic's open inboxes hear it leave and its webhooks get `lead.rerouted`, with the reason on
 * the timeline. Then the lead is the new clinic's (notified, `lead.created`, its own first-contact
 * checks queued), and the owner is told in their language who will call now.
 */
export async function rerouteLead(
  tx: Queryable,
  o: {
    sub: SubmissionFacts
    from: Partner
    to: Match
    contact: ClinicContact
    reason: string
    now: Date
    publicUrl: string
    defaults: ClaimDefaults
  },
): Promise<void> {
  const { sub, to } = o
  await recordLeadEvent(tx, {
    submissionId: sub.id,
    type: 'rerouted',
    at: o.now,
    reason: o.reason,
    note: `${o.from.name} → ${to.partner.name}`,
    publicUrl: o.publicUrl,
  })
  await reassignLead(tx, {
    leadId: sub.id,
    clinicId: to.partner.id,
    clinic: o.contact,
    actorUserId: null,
    now: o.now,
    publicUrl: o.publicUrl,
    rule: 'rerouted',
    miles: Math.round(to.miles * 10) / 10,
    checks: { partner: to.partner, defaults: o.defaults },
  })
  const email = typeof sub.data.email === 'string' ? sub.data.email : ''
  if (email) {
    const petName = String(sub.data.pet_name ?? sub.data.petName ?? '')
    await enqueueMail(tx, o.now, reroutedMail({ to: email, petName, clinicName: to.partner.name, phone: to.partner.phone, lang: sub.lang }))
  }
}
