import type { Queryable } from './db'
import { workQueue, type Lease } from './workQueue'

/** A step of an unclaimed lead's checks: the second alert, then re-routing. */
export type ClaimStep = 'escalate' | 'reroute'

/** Due checks of unclaimed leads (jobs/runDueClaimChecks.ts), leased like every work queue. */
export const claimCheckQueue = workQueue<Lease & { submission_id: string; clinic_id: string; step: ClaimStep; round: number }>({
  table: 'claim_checks',
  done: 'done',
  dead: 'dead',
  returning: 't.id, t.submission_id, t.clinic_id, t.step, t.round, t.attempts, t.lease_token',
})

/** SQL of the `claim_checks` table beyond the queue's lease queries. */
export const claimChecksRepo = {
  /**
   * Queues each `steps` entry for the lead at `clinicId`, due its `runAt`; once per lead, clinic,
   * step and round (a replayed event queues nothing twice). One statement for all of them.
   */
  async schedule(
    tx: Queryable,
    c: { submissionId: string; clinicId: string; now: Date; steps: Array<{ step: ClaimStep; round: number; runAt: Date }> },
  ): Promise<void> {
    if (c.steps.length === 0) return
    await tx.query(
      `INSERT INTO claim_checks (id, submission_id, clinic_id, step, round, run_at, created_at)
       SELECT gen_random_uuid(), $1::uuid, $2::text, s.step, s.round, s.run_at, $3::timestamptz
       FROM unnest($4::text[], $5::int[], $6::timestamptz[]) AS s(step, round, run_at)
       ON CONFLICT (submission_id, clinic_id, step, round) DO NOTHING`,
      [c.submissionId, c.clinicId, c.now, c.steps.map((s) => s.step), c.steps.map((s) => s.round), c.steps.map((s) => s.runAt)],
    )
  },

  /** Every clinic that has held the lead (a re-routed lead never goes back to one of them). */
  async clinicsOf(q: Queryable, submissionId: string): Promise<string[]> {
    return (
      await q.query<{ clinic_id: string }>('SELECT DISTINCT clinic_id FROM claim_checks WHERE submission_id = $1', [submissionId])
    ).map((r) => r.clinic_id)
  },
}
