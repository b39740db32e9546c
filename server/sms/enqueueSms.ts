import type { Queryable } from '../db/db'
import { smsRepo } from '../db/smsRepo'
import { notifyWork } from '../db/workChannel'

/**
 * Queues a text message in the caller's transaction (it exists exactly when the lead does) and
 * wakes the workers at commit. Nothing is queued for a number that opted out (STOP). `to` must be
 * E.164 already (mobileNumber). `runAt`: due then, not now (the sender checks STOP again when it
 * is due). Returns the row's id, or null when nothing was queued.
 */
export async function enqueueSms(
  tx: Queryable,
  now: Date,
  sms: { to: string; body: string; submissionId: string | null; runAt?: Date },
): Promise<string | null> {
  if (await smsRepo.isOptedOut(tx, sms.to)) return null
  const id = crypto.randomUUID()
  await smsRepo.insert(tx, { id, submissionId: sms.submissionId, to: sms.to, body: sms.body, now, runAt: sms.runAt })
  await notifyWork(tx)
  return id
}
