import type { ClinicContact } from '../clinicDirectory'
import type { Queryable } from '../db/db'
import type { SubmissionFacts } from '../db/submissionsRepo'
import { isLead } from './isLead'
import { notifyClinic } from './notifyClinic'
import { recordLeadEvent } from './recordLeadEvent'
import type { Logger } from '../observability/createLogger'

/**
 * The lead's side of a finished (or buried) assessment job, in the job's transaction: the
 * clinic's notification (with the result when there is one, and the stored triage's emergency
 * block) due now, and 'assessed' and 'emailed' on the timeline with their webhooks. The urgency
 * was stored with the submission (and raised by the model's, if worse, before this runs).
 */
export async function recordAssessment(
  tx: Queryable,
  sub: SubmissionFacts,
  clinic: ClinicContact,
  o: { result: string | null; now: Date; publicUrl: string; log?: Logger },
): Promise<void> {
  const told = await notifyClinic(
    tx,
    { id: sub.id, kind: sub.kind, data: sub.data, lang: sub.lang, result: o.result, triage: sub.triage, publicUrl: o.publicUrl },
    clinic,
    o.now,
    o.now,
    { log: o.log },
  )
  if (!isLead(sub.kind)) return
  if (o.result !== null) await recordLeadEvent(tx, { submissionId: sub.id, type: 'assessed', at: o.now, publicUrl: o.publicUrl })
  if (told) await recordLeadEvent(tx, { submissionId: sub.id, type: 'emailed', at: o.now, note: clinic.leadEmail })
}
