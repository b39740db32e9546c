import type { ClinicContact } from '../clinicDirectory'
import type { Queryable } from '../db/db'
import type { SubmissionFacts } from '../db/submissionsRepo'
import { leadUrgency } from '../workspace/leadUrgency'
import { isLead } from './isLead'
import { notifyClinic } from './notifyClinic'
import { recordLeadEvent } from './recordLeadEvent'

/**
 * The lead's side of a finished (or buried) assessment job, in the job's transaction: the
 * clinic's notification (with the result when there is one) due now, the urgency the inbox
 * shows, and 'assessed' and 'emailed' on the timeline with their webhooks.
 */
export async function recordAssessment(tx: Queryable, sub: SubmissionFacts, clinic: ClinicContact, o: { result: string | null; now: Date; publicUrl: string }): Promise<void> {
  const told = await notifyClinic(tx, { id: sub.id, kind: sub.kind, data: sub.data, lang: sub.lang, result: o.result, publicUrl: o.publicUrl }, clinic, o.now)
  if (!isLead(sub.kind)) return
  await tx.query('UPDATE submissions SET urgency = $2 WHERE id = $1', [sub.id, leadUrgency(sub.kind, sub.data)])
  if (o.result !== null) await recordLeadEvent(tx, { submissionId: sub.id, type: 'assessed', at: o.now, publicUrl: o.publicUrl })
  if (told) await recordLeadEvent(tx, { submissionId: sub.id, type: 'emailed', at: o.now, note: clinic.leadEmail, publicUrl: o.publicUrl })
}
