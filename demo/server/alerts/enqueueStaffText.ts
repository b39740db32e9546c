import type { Queryable } from '../db/db'

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
 * The seam where a staff alert by text message is queued, in the caller's transaction.
 * It records NOTHING yet: the SMS queue (a table the SMS worker leases, sent through
 * sms/SmsSender) does not exist on this branch. When it lands, this function enqueues through it
 * and alertStaff needs no change. Returns false while nothing is queued, so tests can say so.
 */
export async function enqueueStaffText(tx: Queryable, text: StaffText): Promise<boolean> {
  void tx
  void text
  return false
}
