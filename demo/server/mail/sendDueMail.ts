import type { Transporter } from 'nodemailer'
import type { Clock } from '../clock'
import type { Db } from '../db/db'
import { leadEventsRepo } from '../db/leadEventsRepo'
import { backoff } from './backoff'

/** How long a claimed e-mail is ours (MAIL_LEASE_MS overrides it); smtpTransport's time-outs end inside it. */
export const MAIL_LEASE_MS = 60_000

/** Rows one round handles at most before yielding to the loop (which calls again at once when woken). */
export const MAIL_ROUND_MAX = 500

interface OutboxRow {
  id: string
  message_id: string
  to_addr: string
  subject: string
  text_body: string
  html_body: string
  attempts: number
  lease_token: string
  lead_id: string | null
}

/**
 * What an SMTP failure means for the queue. `refused`: the server answered a permanent 5xx to
 * this message or its recipient, so sending it again can only fail again. `later`: a 4xx for this
 * message alone (a full mailbox, greylisting). `connection`: no answer about this message at all
 * (refused connection, time-out, TLS, authentication), so every other row would fail the same way.
 */
export function smtpFailureKind(err: unknown): 'refused' | 'later' | 'connection' {
  const e = err as { code?: unknown; responseCode?: unknown }
  const code = typeof e?.responseCode === 'number' ? e.responseCode : 0
  const aboutMessage = e?.code === 'EENVELOPE' || e?.code === 'EMESSAGE'
  if (aboutMessage && code >= 500 && code < 600) return 'refused'
  if (aboutMessage && code >= 400 && code < 500) return 'later'
  return 'connection'
}

/**
 * Sends the outbox rows that are due, one at a time, and returns how many were sent. A row is
 * leased before sending (so two workers never send it together) and marked sent only after the
 * SMTP server accepted it. A permanent refusal (5xx) ends the row `failed` with the server's
 * reason, on its lead's timeline when it belongs to one; a temporary one (4xx) retries that row
 * later with backoff; both let the round go on, so one bad recipient never delays another's
 * mail. Only a connection failure ends the round (it would fail every row alike) and retries
 * with backoff, for as long as it takes.
 */
export async function sendDueMail(deps: { db: Db; clock: Clock; transport: Transporter; from: string; leaseMs?: number }, max = MAIL_ROUND_MAX): Promise<number> {
  let sent = 0
  for (let i = 0; i < max; i++) {
    const now = deps.clock.now()
    const [row] = await deps.db.query<OutboxRow>(
      `UPDATE outbox SET attempts = attempts + 1, locked_until = $2, lease_token = $3
       WHERE id = (SELECT id FROM outbox WHERE status = 'queued' AND run_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
                   ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, message_id, to_addr, subject, text_body, html_body, attempts, lease_token, coalesce(lead_of, submission_id) AS lead_id`,
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
      const reason = String((err as Error)?.message ?? err).slice(0, 500)
      const kind = smtpFailureKind(err)
      if (kind === 'refused') {
        await deps.db.transaction(async (tx) => {
          const ended = await tx.query(`UPDATE outbox SET status = 'failed', locked_until = NULL, lease_token = NULL, last_error = $3 WHERE id = $1 AND lease_token = $2 RETURNING id`,
            [row.id, row.lease_token, reason])
          if (ended.length > 0 && row.lead_id) {
            await leadEventsRepo.record(tx, { submissionId: row.lead_id, type: 'mail_failed', at: deps.clock.now(), note: row.to_addr, reason })
          }
        })
        continue
      }
      const retryAt = new Date(deps.clock.now().getTime() + backoff(row.attempts))
      await deps.db.query(`UPDATE outbox SET run_at = $3, locked_until = NULL, lease_token = NULL, last_error = $4 WHERE id = $1 AND lease_token = $2`,
        [row.id, row.lease_token, retryAt, reason])
      // The SMTP server is likely down: stop this round instead of failing every row now.
      if (kind === 'connection') break
    }
  }
  return sent
}
