import type { Queryable } from './db'

/** The statuses a job row can hold (CHECK constraint of migration 004_status_checks). */
export type JobStatus = 'queued' | 'done' | 'dead'

/** SQL of the `jobs` table beyond the worker's lease queries (jobs/runDueJobs.ts). */
export const jobsRepo = {
  /** Inserts the job, or pulls a queued one's due time forward to `runAt` if that is sooner. */
  async enqueue(tx: Queryable, submissionId: string, runAt: Date, now: Date): Promise<void> {
    await tx.query(
      `INSERT INTO jobs (id, submission_id, run_at, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (submission_id) DO UPDATE SET run_at = LEAST(jobs.run_at, EXCLUDED.run_at) WHERE jobs.status = 'queued'`,
      [crypto.randomUUID(), submissionId, runAt, now],
    )
  },

  /** Gives up on a job for good: `dead`, with the reason, never picked up again. */
  /** Fenced by the lease token: a worker whose lease ran out cannot bury a job another now runs. */
  async bury(tx: Queryable, jobId: string, leaseToken: string, reason: string, now: Date): Promise<boolean> {
    const rows = await tx.query(`UPDATE jobs SET status = 'dead', done_at = $3, locked_until = NULL, lease_token = NULL, last_error = $4
      WHERE id = $1 AND lease_token = $2 AND status = 'queued' RETURNING id`, [jobId, leaseToken, now, reason.slice(0, 500)])
    return rows.length > 0
  },

  /** Status and reason of the job of a submission, for tests and operators. */
  async forSubmission(tx: Queryable, submissionId: string): Promise<{ status: JobStatus; attempts: number; last_error: string | null } | undefined> {
    return (await tx.query<{ status: JobStatus; attempts: number; last_error: string | null }>(
      'SELECT status, attempts, last_error FROM jobs WHERE submission_id = $1', [submissionId]))[0]
  },
}
