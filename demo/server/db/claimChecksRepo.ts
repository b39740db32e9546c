import type { Queryable } from './db'
import { workQueue, type Lease } from './workQueue'

/** A step of an unclaimed lead's checks: the second alert, then re-routing. */
export type ClaimStep = 'escalate' | 'reroute'

/** Due checks of unclaimed leads (jobs/runDueClaimChecks.ts), leased like every work queue. */
export const claimCheckQueue = workQueue<Lease & { submission_id: string; clinic_id: string; step: ClaimStep }>({
  table: 'claim_checks',
  done: 'done',
  dead: 'dead',
  returning: 't.id, t.submission_id, t.clinic_id, t.step, t.attempts, t.lease_token',
})

/** SQL of the `claim_checks` table beyond the queue's lease queries. */
export const claimChecksRepo = {
  /** Queues `step` for the lead at `clinicId`, due `runAt`; once per lead, clinic and step. */
  async schedule(tx: Queryable, c: { submissionId: string; clinicId: string; step: ClaimStep; runAt: Date; now: Date }): Promise<void> {
    await tx.query(
      `INSERT INTO claim_checks (id, submission_id, clinic_id, step, run_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (submission_id, clinic_id, step) DO NOTHING`,
      [crypto.randomUUID(), c.submissionId, c.clinicId, c.step, c.runAt, c.now],
    )
  },

  /** Every clinic that has held the lead (a re-routed lead never goes back to one of them). */
  async clinicsOf(q: Queryable, submissionId: string): Promise<string[]> {
    return (
      await q.query<{ clinic_id: string }>('SELECT DISTINCT clinic_id FROM claim_checks WHERE submission_id = $1', [submissionId])
    ).map((r) => r.clinic_id)
  },
}
