import type { Queryable } from '../db/db'
import { outboxRepo } from '../db/outboxRepo'
import { notifyWork } from '../db/workChannel'
import type { OwnerMailPayer } from './ownerMailBudget'

/** One e-mail as the outbox stores it. `html` must come from the `html` template (escaped). */
export interface MailDraft {
  to: string
  subject: string
  text: string
  html: string
  /** Files sent with it (a booking's .ics invitation), text only. */
  attachments?: MailAttachment[]
}

/** One attached file, as nodemailer takes it. */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

/**
 * Puts an e-mail in the outbox table, inside the caller's transaction, so the mail exists exactly
 * when the row that caused it does. The Message-ID is fixed now: if the process dies after the
 * SMTP server accepted it but before the row says so, the resend carries the same id and the
 * receiving store drops the duplicate.
 *
 * A mail a public request sends to an address the caller typed carries `payer`: it is paid from the
 * owner mail budget before it is stored, and over budget the 429 thrown rolls back the caller's
 * transaction, so the visit or move that would have sent it is not stored either.
 */
export async function enqueueMail(
  tx: Queryable,
  now: Date,
  mail: MailDraft,
  domain = 'petlead.local',
  opts: { runAt?: Date; leadOf?: string; ackOf?: string; payer?: OwnerMailPayer } = {},
): Promise<string> {
  const { payer, ...row } = opts
  if (payer) await payer.budget.spend(tx, mail.to, payer.caller)
  const id = crypto.randomUUID()
  await outboxRepo.insert(tx, {
    id,
    messageId: `<${id}@${domain}>`,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    now,
    ...row,
  })
  await notifyWork(tx, 'mail')
  return id
}
