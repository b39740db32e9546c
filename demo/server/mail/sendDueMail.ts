import type { Transporter } from 'nodemailer'
import type { Clock } from '../clock'
import type { Db } from '../db/db'
import { backoff } from './backoff'

/** How long a claimed e-mail is ours (MAIL_LEASE_MS overrides it); smtpTransport's time-outs end inside it. */
export const MAIL_LEASE_MS = 60_000

interface OutboxRow {
  id: string
  message_id: string
  to_addr: string
  subject: string
  text_body: string
  html_body: string
  attempts: number
  lease_token: string
}

/**
 * Sends the outbox rows that are due, one at a time, and returns how many were sent. A row is
 * leased before sending (so two workers never send it together) and marked sent only after the
 * SMTP server accepted it; a failure schedules a retry with backoff, for as long as it takes.
 */
export async function sendDueMail(deps: { db: Db; clock: Clock; transport: Transporter; from: string; leaseMs?: number }, max = 20): Promise<number> {
  let sent = 0
  for (let i = 0; i < max; i++) {
    const now = deps.clock.now()
    const [row] = await deps.db.query<OutboxRow>(
      `UPDATE outbox SET attempts = attempts + 1, locked_until = $2, lease_token = $3
       WHERE id = (SELECT id FROM outbox WHERE status = 'queued' AND run_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
                   ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, message_id, to_addr, subject, text_body, html_body, attempts, lease_token`,
      [now, new Date(now.getTime() + (deps.leaseMs ?? MAIL_LEASE_MS)), crypto.randomUUID()],
    )
    if (!row) break
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: row.to_addr,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: row.message_id,
      })
      // Every update after the claim names it (lease token): a worker whose lease ran out while SMTP
      // was slow neither finishes nor frees a row another worker holds now.
      await deps.db.query(`UPDATE outbox SET status = 'sent', sent_at = $3, locked_until = NULL, lease_token = NULL, last_error = NULL WHERE id = $1 AND lease_token = $2`,
        [row.id, row.lease_token, deps.clock.now()])
      sent++
    } catch (err) {
      const retryAt = new Date(deps.clock.now().getTime() + backoff(row.attempts))
      await deps.db.query(`UPDATE outbox SET run_at = $3, locked_until = NULL, lease_token = NULL, last_error = $4 WHERE id = $1 AND lease_token = $2`,
        [row.id, row.lease_token, retryAt, String((err as Error).message ?? err).slice(0, 500)])
      // The SMTP server is likely down: stop this round instead of failing every row now.
      break
    }
  }
  return sent
}
