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
  if (workNoticeDue(tx)) await tx.query('SELECT pg_notify($1, $2)', [WORK_CHANNEL, ''])
}

/**
 * Whether the caller's transaction has yet to signal queued work, marking it signalled: for a
 * statement that queues work and sends the NOTIFY itself (one round trip, not two; jobsRepo.enqueue).
 */
export function workNoticeDue(tx: Queryable): boolean {
  if (tx.once?.has(WORK_CHANNEL)) return false
  tx.once?.add(WORK_CHANNEL)
  return true
}
