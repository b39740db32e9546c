import type { Queryable } from '../db/db'
import { smsRepo } from '../db/smsRepo'
import { notifyWork } from '../db/workChannel'
import type { SmsPayer, SmsRefusal } from './smsBudget'
import { smsDestination } from './smsDestination'

/**
 * Queues a text message in the caller's transaction (it exists exactly when the lead does) and
 * wakes the workers at commit. Every text is paid for: `payer`'s budget checks the destination
 * (country, premium rate) and counts it against its number, its caller when there is one, and the
 * hourly budget, before anything is written; a text the budget refuses is not queued and comes
 * back as `refused`. Nothing is queued (and nothing counted) for a number that opted out (STOP).
 * `to` is what the owner or staff typed, read as smsDestination reads it. `runAt`: due then, not
 * now (the sender checks STOP again when it is due). `id` is the row's, or null when nothing was
 * queued.
 */
export async function enqueueSms(
  tx: Queryable,
  now: Date,
  sms: { to: string; body: string; submissionId: string | null; runAt?: Date },
  payer: SmsPayer,
): Promise<{ id: string | null; refused?: SmsRefusal }> {
  const dest = smsDestination(sms.to, payer.budget.countries)
  if (!dest.ok) return { id: null, refused: { why: dest.why } }
  if (await smsRepo.isOptedOut(tx, dest.to)) return { id: null }
  const refused = await payer.budget.spend(tx, dest.to, payer.caller)
  if (refused) return { id: null, refused }
  const id = crypto.randomUUID()
  await smsRepo.insert(tx, { id, submissionId: sms.submissionId, to: dest.to, body: sms.body, now, runAt: sms.runAt })
  await notifyWork(tx, 'sms')
  return { id }
}
