import type { Queryable } from './db'

/** The NOTIFY channel that says "work was queued", naming the queues: every process LISTENs on it. */
export const WORK_CHANNEL = 'petlead_work'

/** The queues a worker loop drains (server/startServer.ts), each woken by its name on WORK_CHANNEL. */
export type WorkQueue = 'jobs' | 'mail' | 'webhooks' | 'push' | 'sms' | 'claims'

/**
 * Signals that work was queued on `queue`. Inside a transaction the signal goes with its COMMIT
 * (Queryable.atCommit: no round trip of its own, never for a rollback), one NOTIFY naming every
 * queue the transaction touched; PostgreSQL delivers it to every process listening, so only the
 * loops of those queues start at once instead of at their next idle poll, and the others stay
 * asleep. Outside a transaction it is sent at once.
 */
export async function notifyWork(tx: Queryable, queue: WorkQueue): Promise<void> {
  if (!tx.atCommit) {
    await tx.query('SELECT pg_notify($1, $2)', [WORK_CHANNEL, queue])
    return
  }
  const words = tx.atCommit.get(WORK_CHANNEL)
  if (words) words.add(queue)
  else tx.atCommit.set(WORK_CHANNEL, new Set([queue]))
}

/** The queues a WORK_CHANNEL payload names; every queue for an empty or unknown one (a notice from an older process). */
export function queuesOf(payload: string | undefined): WorkQueue[] | 'all' {
  const named = (payload ?? '').split(',').filter((w): w is WorkQueue => QUEUES.has(w as WorkQueue))
  return named.length ? named : 'all'
}

const QUEUES = new Set<WorkQueue>(['jobs', 'mail', 'webhooks', 'push', 'sms', 'claims'])
