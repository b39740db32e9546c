import type { Queryable } from './db'

/** SQL of the mail tables beyond the sender's lease queries (jobs/sendDueMail.ts). */
export const outboxRepo = {
  /** One queued e-mail; its Message-ID is fixed now, so a resend after a crash is recognisably the same. */
  async insert(
    tx: Queryable,
    row: {
      id: string
      messageId: string
      to: string
      subject: string
      text: string
      html: string
      attachments?: unknown[]
      now: Date
      runAt?: Date
      leadOf?: string
      ackOf?: string
      /** The lead whose page lists this e-mail. */
      submissionId?: string
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO outbox (id, message_id, to_addr, subject, text_body, html_body, run_at, created_at, lead_of, attachments, ack_of, submission_id)
       VALUES ($1, $2, $3, $4, $5, $6, $8, $7, $9, $10, $11, $12)`,
      [
        row.id,
        row.messageId,
        row.to,
        row.subject,
        row.text,
        row.html,
        row.now,
        row.runAt ?? row.now,
        row.leadOf ?? null,
        row.attachments?.length ? JSON.stringify(row.attachments) : null,
        row.ackOf ?? null,
        row.submissionId ?? null,
      ],
    )
  },

  /** Retention: mail bodies (sent or given up, and received by the demo sink) older than `before`. */
  async deleteOlderThan(tx: Queryable, before: Date): Promise<number> {
    const sent = await tx.query(`DELETE FROM outbox WHERE created_at < $1 AND status <> 'queued' RETURNING id`, [before])
    const received = await tx.query('DELETE FROM received_mail WHERE received_at < $1 RETURNING id', [before])
    return sent.length + received.length
  },
}
