import type { Queryable } from './db'

/** The NOTIFY channel that says "a job or an e-mail was queued": every process LISTENs on it. */
export const WORK_CHANNEL = 'petlead_work'

/**
 * Signals, inside the caller's transaction, that work was queued. PostgreSQL delivers the
 * notification at commit (never for a rollback), to every process listening, so another process's
 * workers start at once instead of at their next idle poll. Sent once per transaction however
 * much work it queues: PostgreSQL folds identical notifications of a transaction into one, so a
 * second would only cost a round trip.
 */
export async function notifyWork(tx: Queryable): Promise<void> {
  if (tx.once?.has(WORK_CHANNEL)) return
  await tx.query('SELECT pg_notify($1, $2)', [WORK_CHANNEL, ''])
  tx.once?.add(WORK_CHANNEL)
}
