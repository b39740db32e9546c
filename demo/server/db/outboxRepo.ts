import type { Queryable } from './db'

/** SQL of the mail tables beyond the sender's lease queries (mail/sendDueMail.ts). */
export const outboxRepo = {
  /** One queued e-mail; its Message-ID is fixed now, so a resend after a crash is recognisably the same. */
  async insert(tx: Queryable, row: { id: string; messageId: string; to: string; subject: string; text: string; html: string; now: Date; runAt?: Date; leadOf?: string }): Promise<void> {
    await tx.query(
      `INSERT INTO outbox (id, message_id, to_addr, subject, text_body, html_body, run_at, created_at, lead_of)
       VALUES ($1, $2, $3, $4, $5, $6, $8, $7, $9)`,
      [row.id, row.messageId, row.to, row.subject, row.text, row.html, row.now, row.runAt ?? row.now, row.leadOf ?? null])
  },

  /**
   * Rewrites the queued lead notification of a submission (with the result) and makes it due
   * `now`. 'sent' when the fallback already went out (nothing to do), 'missing' when the
   * submission predates lead rows (the caller queues one).
   */
  async replaceLead(tx: Queryable, submissionId: string, mail: { to: string; subject: string; text: string; html: string }, now: Date): Promise<'replaced' | 'sent' | 'missing'> {
    const [row] = await tx.query<{ status: string }>('SELECT status FROM outbox WHERE lead_of = $1 FOR UPDATE', [submissionId])
    if (!row) return 'missing'
    if (row.status !== 'queued') return 'sent'
    await tx.query('UPDATE outbox SET to_addr = $2, subject = $3, text_body = $4, html_body = $5, run_at = $6 WHERE lead_of = $1',
      [submissionId, mail.to, mail.subject, mail.text, mail.html, now])
    return 'replaced'
  },

  /** Retention: mail bodies (sent or given up, and received by the demo sink) older than `before`. */
  async deleteOlderThan(tx: Queryable, before: Date): Promise<number> {
    const sent = await tx.query(`DELETE FROM outbox WHERE created_at < $1 AND status <> 'queued' RETURNING id`, [before])
    const received = await tx.query('DELETE FROM received_mail WHERE received_at < $1 RETURNING id', [before])
    return sent.length + received.length
  },
}
