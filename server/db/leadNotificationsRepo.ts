import type { Queryable } from './db'
import { outboxRepo } from './outboxRepo'

/** A clinic's notification of one lead, as the outbox stores it. */
export interface LeadNotificationDraft {
  to: string
  subject: string
  text: string
  html: string
}

/**
 * SQL of the clinics' lead notifications: outbox rows marked `lead_of` (the lead) and linked to
 * it (`submission_id`, so the lead's page lists them), at most one per lead and recipient
 * (unique index outbox_lead_of).
 */
export const leadNotificationsRepo = {
  /**
   * Writes the notification of `leadId` for the recipient `mail.to`, due `runAt`, so that each
   * recipient hears of a lead once, whatever the order of the calls:
   * - the recipient's own row, still queued, is rewritten (the job adds the result); already
   *   sent (or given up), it is left alone: 'kept';
   * - else a row still queued for an earlier recipient (the lead was reassigned before anyone
   *   was told) is turned to this recipient: the earlier one never gets it, this one gets it once;
   * - else a new row is queued.
   */
  async write(
    tx: Queryable,
    leadId: string,
    mail: LeadNotificationDraft,
    runAt: Date,
    now: Date,
    opts: { domain?: string; first?: boolean } = {},
  ): Promise<'rewritten' | 'kept' | 'queued'> {
    // A lead stored in this very transaction has no notification yet: nothing to read or lock.
    const rows = opts.first
      ? []
      : await tx.query<{ id: string; to_addr: string; status: string }>(
          'SELECT id, to_addr, status FROM outbox WHERE lead_of = $1 ORDER BY created_at FOR UPDATE',
          [leadId],
        )
    const own = rows.find((r) => r.to_addr === mail.to)
    const target = own ?? rows.find((r) => r.status === 'queued')
    if (own && own.status !== 'queued') return 'kept'
    if (target) {
      await tx.query(
        'UPDATE outbox SET to_addr = $2, subject = $3, text_body = $4, html_body = $5, run_at = $6, submission_id = $7 WHERE id = $1',
        [target.id, mail.to, mail.subject, mail.text, mail.html, runAt, leadId],
      )
      return 'rewritten'
    }
    const id = crypto.randomUUID()
    await outboxRepo.insert(tx, {
      id,
      messageId: `<${id}@${opts.domain ?? 'petlead.local'}>`,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      now,
      runAt,
      leadOf: leadId,
      submissionId: leadId,
    })
    return 'queued'
  },
}
