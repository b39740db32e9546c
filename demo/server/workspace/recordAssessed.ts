import type { Queryable } from '../db/db'
import { leadEventsRepo } from '../db/leadEventsRepo'
import { emitLeadEvent } from '../webhooks/emitLeadEvent'

/**
 * The workspace's side of a completed assessment job, in the job's transaction (the urgency was
 * stored with the submission, and raised by the model in runDueJobs if it answered worse): 'assessed' and 'emailed' on the lead's
 * timeline, and the clinic's notification linked to the lead so its page lists the e-mails sent.
 */
export async function recordAssessed(tx: Queryable, o: { submissionId: string; kind: string; data: Record<string, unknown>; assessed: boolean; to: string; now: Date; publicUrl: string }): Promise<void> {
  await tx.query('UPDATE outbox SET submission_id = $1 WHERE lead_of = $1', [o.submissionId])
  if (o.kind === 'contact') return
  if (o.assessed) {
    await leadEventsRepo.record(tx, { submissionId: o.submissionId, type: 'assessed', at: o.now })
    // Issue 14: lead.assessed, queued with the job's commit.
    await emitLeadEvent(tx, { type: 'lead.assessed', submissionId: o.submissionId, now: o.now, publicUrl: o.publicUrl })
  }
  await leadEventsRepo.record(tx, { submissionId: o.submissionId, type: 'emailed', at: o.now, note: o.to })
}
