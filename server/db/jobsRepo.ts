import type { Queryable } from './db'
import { jobQueue, type Lease } from './workQueue'

/** The statuses a job row can hold (CHECK constraint of migration 004_status_checks). */
export type JobStatus = 'queued' | 'done' | 'dead'

/** SQL of the `jobs` table beyond the work queue's (workQueue.ts). */
export const jobsRepo = {
  /** Inserts the job, or pulls a queued one's due time forward to `runAt` if that is sooner. */
  async enqueue(tx: Queryable, submissionId: string, runAt: Date, now: Date): Promise<void> {
    await tx.query(
      `INSERT INTO jobs (id, submission_id, run_at, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (submission_id) DO UPDATE SET run_at = LEAST(jobs.run_at, EXCLUDED.run_at) WHERE jobs.status = 'queued'`,
      [crypto.randomUUID(), submissionId, runAt, now],
    )
  },

  /**
   * Gives up on a job for good: `dead`, with the reason, never picked up again. Fenced by the
   * lease token: a worker whose lease ran out cannot bury a job another now runs.
   */
  async bury(tx: Queryable, job: Lease, reason: string, now: Date): Promise<boolean> {
    return jobQueue.bury(tx, job, reason, { done_at: now })
  },
  /** Status and reason of the job of a submission, for tests and operators. */
  async forSubmission(
    tx: Queryable,
    submissionId: string,
  ): Promise<{ status: JobStatus; attempts: number; last_error: string | null } | undefined> {
    return (
      await tx.query<{ status: JobStatus; attempts: number; last_error: string | null }>(
        'SELECT status, attempts, last_error FROM jobs WHERE submission_id = $1',
        [submissionId],
      )
    )[0]
  },
}
