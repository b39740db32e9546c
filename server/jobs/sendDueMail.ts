import type { Transporter } from 'nodemailer'
import type { Clock } from '../clock'
import type { Db } from '../db/db'
import { mailQueue } from '../db/workQueue'
import { markAcknowledged } from '../leads/markAcknowledged'
import { recordLeadEvent } from '../leads/recordLeadEvent'
import { backoff } from '../mail/backoff'
import { composedMail } from '../mail/composedMail'
import { MAIL_LEASE_MS } from '../mail/smtpTransport'
import { smtpFailureKind } from '../mail/smtpFailureKind'
import type { Logger } from '../observability/createLogger'
import type { Metrics } from '../observability/createMetrics'

export { MAIL_LEASE_MS }

/** Rows one round handles at most before yielding to the loop (which calls again at once when woken). */
export const MAIL_ROUND_MAX = 500

/**
 * Sends the outbox rows that are due, one at a time, and returns how many were sent. A row is
 * leased before sending (so two workers never send it together) and marked sent only after the
 * SMTP server accepted it. A permanent refusal (5xx) ends the row `failed` with the server's
 * reason, on its lead's timeline when it belongs to one; a temporary one (4xx) retries that row
 * later with backoff; both let the round go on, so one bad recipient never delays another's
 * mail. Only a connection failure ends the round (it would fail every row alike) and retries
 * with backoff, for as long as it takes. Each failure is counted (`petlead_mail_failures_total`) and
 * logged with its lead's id; each first acknowledgement's delay since its lead was stored is measured.
 */
export async function sendDueMail(
  deps: { db: Db; clock: Clock; transport: Transporter; from: string; leaseMs?: number; log?: Logger; metrics?: Metrics },
  max = MAIL_ROUND_MAX,
): Promise<number> {
  let sent = 0
  for (let i = 0; i < max; i++) {
    const now = deps.clock.now()
    const row = await mailQueue.claim(deps.db, now, deps.leaseMs ?? MAIL_LEASE_MS)
    if (!row) break
    try {
      await deps.transport.sendMail(
        await composedMail({
          from: deps.from,
          to: row.to_addr,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          messageId: row.message_id,
          ...(row.attachments ? { attachments: row.attachments } : {}),
        }),
      )
      // Every update after the claim names it (lease token): a worker whose lease ran out while SMTP
      // was slow neither finishes nor frees a row another worker holds now.
      if (row.ack_of) {
        // The owner's acknowledgement: its lead records when the first one left.
        const first = await deps.db.transaction(async (tx) => {
          const at = deps.clock.now()
          if (!(await mailQueue.finish(tx, row, { sent_at: at }))) return null
          const stored = await markAcknowledged(tx, row.ack_of!, at, 'email')
          return stored && (at.getTime() - stored.getTime()) / 1000
        })
        // Measured once committed: a rolled-back acknowledgement was not sent as far as the lead knows.
        if (first !== null) deps.metrics?.acknowledgementLatency.observe({ channel: 'email' }, first)
      } else await mailQueue.finish(deps.db, row, { sent_at: deps.clock.now() })
      sent++
    } catch (err) {
      const reason = String((err as Error)?.message ?? err).slice(0, 500)
      const kind = smtpFailureKind(err)
      deps.metrics?.mailFailures.inc({ kind })
      // The recipient's address stays out of the log (personal data); the lead's id finds it.
      deps.log?.warn(
        { err, kind, mailId: row.id, leadId: row.lead_id ?? row.ack_of ?? undefined, attempt: row.attempts },
        'mail send failed',
      )
      if (kind === 'refused') {
        await deps.db.transaction(async (tx) => {
          if ((await mailQueue.bury(tx, row, reason)) && row.lead_id) {
            // A failed mail announces no webhook, so the payload's link (publicUrl) is never built.
            await recordLeadEvent(tx, {
              submissionId: row.lead_id,
              type: 'mail_failed',
              at: deps.clock.now(),
              note: row.to_addr,
              reason,
            })
          }
        })
        continue
      }
      const retryAt = new Date(deps.clock.now().getTime() + backoff(row.attempts))
      await mailQueue.fail(deps.db, row, retryAt, reason)
      // The SMTP server is likely down: stop this round instead of failing every row now.
      if (kind === 'connection') break
    }
  }
  return sent
}
