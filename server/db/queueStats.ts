import type { Queryable } from './db'

/** The leased work queues, each named as the metrics label it gets. Names are code, never input. */
export const QUEUES = {
  assessment: 'jobs',
  mail: 'outbox',
  webhook: 'webhook_deliveries',
  claim_check: 'claim_checks',
  push: 'push_deliveries',
  sms: 'sms_messages',
} as const

export type QueueName = keyof typeof QUEUES

/** One queue's backlog: rows waiting (`queued`), and how long the oldest due one has been due. */
export interface QueueStat {
  queue: QueueName
  depth: number
  oldestDueSeconds: number
}

/**
 * Every queue's depth and lateness in one round trip, read on each metrics scrape. Lateness is
 * measured from `run_at` (when the row became due), not from when it was written: a mail queued
 * for tomorrow is not late, a due one nobody sends is, and that is what an operator must see.
 */
export async function queueStats(db: Queryable, now: Date): Promise<QueueStat[]> {
  const parts = Object.entries(QUEUES).map(
    ([name, table]) =>
      `SELECT '${name}' AS queue, count(*) AS depth, min(run_at) FILTER (WHERE run_at <= $1) AS oldest FROM ${table} WHERE status = 'queued'`,
  )
  const rows = await db.query<{ queue: QueueName; depth: string | number; oldest: Date | string | null }>(parts.join(' UNION ALL '), [now])
  return rows.map((r) => ({
    queue: r.queue,
    depth: Number(r.depth),
    oldestDueSeconds: r.oldest ? Math.max(0, (now.getTime() - new Date(r.oldest).getTime()) / 1000) : 0,
  }))
}
