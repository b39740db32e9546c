import type { Transporter } from 'nodemailer'
import type { Clock } from '../clock'
import type { Db } from '../db/db'
import { mailQueue } from '../db/workQueue'
import { markAcknowledgedAll } from '../leads/markAcknowledged'
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
 * Rows claimed together, and settled together once sent. A row sent but not yet settled when its
 * process dies is sent again after its lease, with the same Message-ID (the receiving store keeps
 * one copy); the batch bounds how many that can be.
 */
export const MAIL_BATCH = 20

type MailRow = Awaited<ReturnType<typeof mailQueue.claimMany>>[number]

type Deps = Parameters<typeof sendDueMail>[0]

/**
 * Sends the outbox rows that are due and returns how many were sent. Rows are leased before
 * sending (so two workers never send one together), up to MAIL_BATCH at a time, and marked sent only
 * after the SMTP server accepted them: each batch's sent rows in one transaction, which also stamps
 * every acknowledgement's lead (so a busy server pays a few statements a batch, not four a mail).
 * A permanent refusal (5xx) ends the row `failed` with the server's reason, on its lead's timeline
 * when it belongs to one; a temporary one (4xx) retries that row later with backoff; both let the
 * round go on, so one bad recipient never delays another's mail. Only a connection failure ends
 * the round (it would fail every row alike): that row retries with backoff, for as long as it takes,
 * and the batch's rows not yet tried are given back untried. Each failure is counted
 * (`petlead_mail_failures_total`) and logged with its lead's id; each first acknowledgement's delay
 * since its lead was stored is measured.
 */
export async function sendDueMail(
  deps: { db: Db; clock: Clock; transport: Transporter; from: string; leaseMs?: number; log?: Logger; metrics?: Metrics },
  max = MAIL_ROUND_MAX,
): Promise<number> {
  let sent = 0
  let tried = 0
  let smtpDown = false
  while (!smtpDown && tried < max) {
    const rows = await mailQueue.claimMany(deps.db, deps.clock.now(), deps.leaseMs ?? MAIL_LEASE_MS, Math.min(MAIL_BATCH, max - tried))
    if (!rows.length) break
    const accepted: MailRow[] = []
    for (const [i, row] of rows.entries()) {
      tried++
      const outcome = await sendOne(deps, row)
      if (outcome === 'sent') accepted.push(row)
      // The SMTP server is likely down: the batch's other rows are given back untried, and the round ends.
      if ((smtpDown = outcome === 'connection')) {
        await mailQueue.release(deps.db, rows.slice(i + 1))
        break
      }
    }
    sent += await settleSent(deps, accepted)
  }
  return sent
}

/** Sends one claimed row: 'sent' once the SMTP server accepted it (settled with its batch), else settled here. */
async function sendOne(deps: Deps, row: MailRow): Promise<'sent' | 'failed' | 'connection'> {
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
    return 'sent'
  } catch (err) {
    const reason = String((err as Error)?.message ?? err).slice(0, 500)
    const kind = smtpFailureKind(err)
    deps.metrics?.mailFailures.inc({ kind })
    // The recipient's address stays out of the log (personal data); the lead's id finds it.
    deps.log?.warn({ err, kind, mailId: row.id, leadId: row.lead_id ?? row.ack_of ?? undefined, attempt: row.attempts }, 'mail send failed')
    if (kind === 'refused') {
      await deps.db.transaction(async (tx) => {
        if ((await mailQueue.bury(tx, row, reason)) && row.lead_id) {
          // A failed mail announces no webhook, so the payload's link (publicUrl) is never built.
          await recordLeadEvent(tx, { submissionId: row.lead_id, type: 'mail_failed', at: deps.clock.now(), note: row.to_addr, reason })
        }
      })
      return 'failed'
    }
    await mailQueue.fail(deps.db, row, new Date(deps.clock.now().getTime() + backoff(row.attempts)), reason)
    return kind === 'connection' ? 'connection' : 'failed'
  }
}

/**
 * Marks a batch's accepted rows sent, in one transaction with their leads' acknowledgements. Every
 * write names the rows' lease token: a worker whose lease ran out while SMTP was slow neither
 * finishes nor frees a row another worker holds now. Answers how many were still ours.
 */
async function settleSent(deps: Deps, accepted: MailRow[]): Promise<number> {
  if (!accepted.length) return 0
  const { finished, firsts } = await deps.db.transaction(async (tx) => {
    const at = deps.clock.now()
    const finished = await mailQueue.finishAll(tx, accepted, { sent_at: at })
    // The owner's acknowledgements: each lead records when its first one left.
    const acks = accepted.filter((r) => r.ack_of && finished.has(r.id)).map((r) => r.ack_of!)
    const stored = await markAcknowledgedAll(tx, acks, at, 'email')
    return { finished, firsts: [...stored.values()].map((s) => (at.getTime() - s.getTime()) / 1000) }
  })
  // Measured once committed: a rolled-back acknowledgement was not sent as far as the lead knows.
  for (const seconds of firsts) deps.metrics?.acknowledgementLatency.observe({ channel: 'email' }, seconds)
  return finished.size
}
