import type { Queryable } from '../db/db'
import { jobsRepo } from '../db/jobsRepo'
import { notifyWork } from '../db/workChannel'

/**
 * Queues the assessment job of a submission inside the caller's transaction, due `delayMs` from now.
 * One job per submission: a second call (photo, message_to_ia) or a retried request does not
 * assess twice, it only pulls a later due time forward. The job reads the submission when it
 * runs, so it still sees a photo added meanwhile.
 */
export async function enqueueJob(tx: Queryable, submissionId: string, now: Date, delayMs = 0): Promise<void> {
  await jobsRepo.enqueue(tx, submissionId, new Date(now.getTime() + delayMs), now)
  await notifyWork(tx, 'jobs')
}
