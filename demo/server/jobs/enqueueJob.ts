import type { Queryable } from '../db/db'
import { notifyWork } from '../db/workChannel'

/**
 * Queues the assessment job of a submission inside the caller's transaction. One job per
 * submission: a photo upload after message_to_ia (or a retried request) does not assess twice,
 * and a queued job reads the submission when it runs, so it still sees a photo added meanwhile.
 */
export async function enqueueJob(tx: Queryable, submissionId: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO jobs (id, submission_id, run_at, created_at) VALUES ($1, $2, $3, $3) ON CONFLICT (submission_id) DO NOTHING`,
    [crypto.randomUUID(), submissionId, now],
  )
  await notifyWork(tx)
}
