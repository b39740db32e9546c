import type { Transporter } from 'nodemailer'
import type { Clock } from '../clock'
import type { Db } from '../db/db'
import { mailQueue } from '../db/workQueue'
import { backoff } from '../mail/backoff'
import { MAIL_LEASE_MS } from '../mail/smtpTransport'

export { MAIL_LEASE_MS }

/**
 * Sends the outbox rows that are due, one at a time, and returns how many were sent. A row is
 * leased before sending (so two workers never send it together) and marked sent only after the
 * SMTP server accepted it; a failure schedules a retry with backoff, for as long as it takes.
 */
export async function sendDueMail(deps: { db: Db; clock: Clock; transport: Transporter; from: string; leaseMs?: number }, max = 20): Promise<number> {
  let sent = 0
  for (let i = 0; i < max; i++) {
    const now = deps.clock.now()
    const row = await mailQueue.claim(deps.db, now, deps.leaseMs ?? MAIL_LEASE_MS)
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
      await mailQueue.finish(deps.db, row, { sent_at: deps.clock.now() })
      sent++
    } catch (err) {
      const retryAt = new Date(deps.clock.now().getTime() + backoff(row.attempts))
      await mailQueue.fail(deps.db, row, retryAt, String((err as Error).message ?? err))
      // The SMTP server is likely down: stop this round instead of failing every row now.
      break
    }
  }
  return sent
}
