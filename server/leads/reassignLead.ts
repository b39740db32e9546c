import type { ClinicContact } from '../clinicDirectory'
import type { Queryable } from '../db/db'
import { leadsForScope } from '../db/leadsRepo'
import type { Partner } from '../db/Partner'
import { submissionsRepo } from '../db/submissionsRepo'
import type { ClaimDefaults } from './claimDefaults'
import { notifyClinic } from './notifyClinic'
import { recordLeadEvent } from './recordLeadEvent'
import { scheduleClaimChecks } from './scheduleClaimChecks'

/**
 * The network hands a lead to an active partner, in the caller's transaction: the lead is now the
 * partner's (inbox and webhooks: `lead.created`, as for any new lead), and the partner is told by
 * the same notification as any clinic (emergency block, owner's language, result if any), once:
 * a notification still queued for the previous clinic is turned to the new one, and a job that
 * finishes later rewrites that one instead of sending another. The lead starts unclaimed at its
 * new clinic, whose own first-contact checks are queued when `checks` is given. False when the
 * network has no such lead.
 */
export async function reassignLead(
  tx: Queryable,
  o: {
    leadId: string
    clinicId: string
    clinic: ClinicContact
    actorUserId: string | null
    now: Date
    publicUrl: string
    /** 'rerouted': the previous clinic left it unclaimed (with the distance to the new one). */
    rule?: 'reassigned' | 'rerouted'
    miles?: number | null
    checks?: { partner: Partner; defaults: ClaimDefaults }
  },
): Promise<boolean> {
  if (!(await leadsForScope(tx, { kind: 'network' }).reassign(o.leadId, o.clinicId, o.rule, o.miles ?? null))) return false
  await recordLeadEvent(tx, {
    submissionId: o.leadId,
    type: 'reassigned',
    at: o.now,
    actorUserId: o.actorUserId,
    note: o.clinicId,
    publicUrl: o.publicUrl,
  })
  const sub = (await submissionsRepo.find(tx, o.leadId))!
  if (
    await notifyClinic(
      tx,
      { id: sub.id, kind: sub.kind, data: sub.data, lang: sub.lang, result: sub.result_text, triage: sub.triage, publicUrl: o.publicUrl },
      o.clinic,
      o.now,
    )
  ) {
    await recordLeadEvent(tx, { submissionId: o.leadId, type: 'emailed', at: o.now, note: o.clinic.leadEmail })
  }
  if (o.checks)
    await scheduleClaimChecks(tx, { submissionId: o.leadId, partner: o.checks.partner, now: o.now, defaults: o.checks.defaults })
  return true
}
