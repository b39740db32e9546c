import type { Queryable } from '../db/db'
import { enqueueSms } from '../sms/enqueueSms'

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
 * Returns whether a text was queued.
 */
export async function enqueueStaffText(tx: Queryable, text: StaffText): Promise<boolean> {
  return (await enqueueSms(tx, text.now, { to: text.to, body: text.body, submissionId: null })) !== null
}
