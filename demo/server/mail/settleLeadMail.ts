import type { Queryable } from '../db/db'
import { outboxRepo } from '../db/outboxRepo'
import { enqueueMail, type MailDraft } from './enqueueMail'

/**
 * The job's last word on a lead: rewrites the notification stored with the submission (now with
 * the result) and makes it due now; queues one if the submission predates stored notifications;
 * does nothing if the facts-only fallback already went out, so a clinic never gets a lead twice.
 */
export async function settleLeadMail(tx: Queryable, submissionId: string, mail: MailDraft, now: Date): Promise<void> {
  if ((await outboxRepo.replaceLead(tx, submissionId, mail, now)) === 'missing') {
    await enqueueMail(tx, now, mail, undefined, { leadOf: submissionId })
  }
}
