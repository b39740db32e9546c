import type { Queryable } from '../db/db'
import { enqueueSms } from '../sms/enqueueSms'
import type { SmsBudget } from '../sms/smsBudget'

/** One text message to a staff member's mobile about a lead. */
export interface StaffText {
  userId: string
  /** E.164. */
  to: string
  body: string
  leadId: string
  now: Date
}

/**
 * Queues a staff alert by text message in the caller's transaction, through the one SMS queue
 * (sent once by its worker, never to a number that texted STOP). It is not tied to the lead's row:
 * a text to staff is not the owner's acknowledgement and writes nothing on the owner's timeline.
 * It is paid from the same budget as every text (the mobile's country and rate, per number, the
 * hourly budget), not from the anonymous caller's share, since the clinic chose to be texted: over
 * budget it is skipped and logged, and the lead and its other alerts go on. Returns whether a text
 * was queued.
 */
export async function enqueueStaffText(tx: Queryable, text: StaffText, budget: SmsBudget): Promise<boolean> {
  const queued = await enqueueSms(tx, text.now, { to: text.to, body: text.body, submissionId: null }, { budget })
  if (queued.refused) budget.skipped(`staff alert of lead ${text.leadId} to user ${text.userId}`, queued.refused)
  return queued.id !== null
}
