import type { Queryable } from './db'

/** The SQL of the Web Push queue beyond the worker's lease queries (workQueue.ts, pushQueue). */
export const pushDeliveriesRepo = {
  /** One send to one browser, due now, in the caller's transaction. */
  async insert(
    tx: Queryable,
    row: { subscriptionId: string; leadId: string | null; payload: string; urgency: 'high' | 'normal'; now: Date },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO push_deliveries (id, subscription_id, submission_id, payload, urgency, run_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [crypto.randomUUID(), row.subscriptionId, row.leadId, row.payload, row.urgency, row.now],
    )
  },

  /**
   * Retention: sends that ended (sent or failed) before `before`, a lead's or not; a lead's go with
   * the lead anyway (ON DELETE CASCADE). A queued one stays until it ends. Returns how many went.
   */
  async deleteFinishedOlderThan(tx: Queryable, before: Date): Promise<number> {
    return (await tx.query(`DELETE FROM push_deliveries WHERE status <> 'queued' AND created_at < $1 RETURNING id`, [before])).length
  },
}
