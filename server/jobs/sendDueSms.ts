import type { Clock } from '../clock'
import type { Db, Queryable } from '../db/db'
import { smsQueue, smsRepo, type SmsRow } from '../db/smsRepo'
import type { LeadEventType } from '../db/leadEventsRepo'
import { markAcknowledged } from '../leads/markAcknowledged'
import { recordLeadEvent, type AnnouncedEventType } from '../leads/recordLeadEvent'
import { backoff } from '../mail/backoff'
import { SmsRefused, type SmsReceipt, type SmsSender } from '../sms/smsSender'
import type { Logger } from '../observability/createLogger'
import type { Metrics } from '../observability/createMetrics'

/**
 * How long a claimed text is ours. The provider's calls time out at a third of it, at most 10 s
 * (startServer.ts), so a call of a worker whose lease ran out is over by then.
 */
export const SMS_LEASE_MS = 60_000

/** Attempts before a text that keeps failing for passing reasons is given up. */
export const SMS_MAX_ATTEMPTS = 8

/** Why a text whose interrupted send could never be checked with the provider is given up: said on the timeline. */
export const UNCHECKED =
  'An earlier attempt was interrupted and the provider could not be asked whether it took the message; not sent blind, so the owner never gets it twice'

/**
 * Sends the text messages that are due, one at a time, and returns how many were sent.
 *
 * Sent exactly once: Twilio does not deduplicate, so a row is marked `sending` (committed, fenced
 * by the lease) before the provider is called. A worker that dies, loses its lease or times out
 * after that leaves the mark. Whoever claims the row next knows the earlier call is over (its
 * lease has run out, and a provider call times out well inside it), and asks the provider
 * (`SmsSender.findSent`) whether it took the message since the mark: found, the row is finished
 * as sent with the provider's id, as if the earlier call had answered; not found, it is sent now
 * (marked again first). While the provider cannot be asked, the row waits and retries with backoff
 * like a passing error, never sending blind; after SMS_MAX_ATTEMPTS it ends `failed` (UNCHECKED).
 * The message's key (the row id) also goes with every call, for providers or doubles that deduplicate.
 *
 * A number that opted out since the text was queued is never sent to. A transient refusal (the
 * provider down, busy, rate-limiting) retries with backoff, up to SMS_MAX_ATTEMPTS; a permanent one
 * (SmsRefused.permanent) ends the row `failed` with the reason. Every result is on the lead's timeline;
 * each failed call is also counted (`petlead_sms_failures_total`) and logged with the lead's id, and
 * each first acknowledgement's delay since its lead was stored is measured.
 */
export async function sendDueSms(
  deps: { db: Db; clock: Clock; sms: SmsSender; leaseMs?: number; log?: Logger; metrics?: Metrics },
  max = 100,
): Promise<number> {
  let sent = 0
  for (let i = 0; i < max; i++) {
    const row = await smsQueue.claim(deps.db, deps.clock.now(), deps.leaseMs ?? SMS_LEASE_MS)
    if (!row) break
    if (row.sending_at) {
      let receipt: SmsReceipt | null
      try {
        receipt = await deps.sms.findSent({ to: row.to_number, body: row.body, key: row.id, since: row.sending_at })
      } catch (err) {
        failed(deps, row, err, 'sms lookup failed')
        await retryOrEnd(deps, row, refusal(err), UNCHECKED)
        continue
      }
      if (receipt) {
        if (await finishSent(deps, row, receipt)) sent++
        continue
      }
    }
    if (await smsRepo.isOptedOut(deps.db, row.to_number)) {
      const reason = 'The number opted out (STOP)'
      await settle(deps, row, 'sms_failed', reason, (tx) => smsQueue.bury(tx, row, reason))
      continue
    }
    if (!(await smsRepo.markSending(deps.db, row, deps.clock.now()))) continue
    try {
      const receipt = await deps.sms.send({ to: row.to_number, body: row.body, key: row.id })
      if (await finishSent(deps, row, receipt)) sent++
    } catch (err) {
      failed(deps, row, err, 'sms send failed')
      const refused = refusal(err)
      if (refused.permanent && !refused.maybeSent) {
        await settle(deps, row, 'sms_failed', refused.reason, (tx) => smsQueue.bury(tx, row, refused.reason))
      } else {
        // A call that may have reached the provider keeps its 'sending' mark: the retry asks first.
        await retryOrEnd(deps, row, refused, refused.maybeSent ? UNCHECKED : refused.reason, refused.maybeSent ? {} : { sending_at: null })
      }
    }
  }
  return sent
}

/** A failed provider call, counted and logged with its lead (the number stays out: personal data). */
function failed(deps: { log?: Logger; metrics?: Metrics }, row: SmsRow, err: unknown, msg: string): void {
  deps.metrics?.smsFailures.inc()
  deps.log?.warn({ err, smsId: row.id, leadId: row.submission_id ?? undefined, attempt: row.attempts }, msg)
}

/** The error as a refusal: anything unexpected counts as passing. */
function refusal(err: unknown): SmsRefused {
  return err instanceof SmsRefused ? err : new SmsRefused(false, String((err as Error)?.message ?? err).slice(0, 300))
}

/** Finishes the row as sent with the provider's id (when still ours), on the timeline, acknowledging its lead. */
async function finishSent(deps: { db: Db; clock: Clock; metrics?: Metrics }, row: SmsRow, receipt: SmsReceipt): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now()
    if (!(await smsQueue.finish(tx, row, { sent_at: now, provider_id: receipt.id }))) return { finished: false, first: null }
    if (!row.submission_id) return { finished: true, first: null }
    await recordLeadEvent(tx, { submissionId: row.submission_id, type: 'sms_sent', at: now, note: row.to_number })
    const stored = await markAcknowledged(tx, row.submission_id, now, 'sms')
    return { finished: true, first: stored && (now.getTime() - stored.getTime()) / 1000 }
  })
  // Measured once committed, like the e-mail's.
  if (done.first !== null) deps.metrics?.acknowledgementLatency.observe({ channel: 'sms' }, done.first)
  return done.finished
}

/** A passing failure: retried with backoff, or ended `failed` once SMS_MAX_ATTEMPTS are spent (`lastReason` then says why). */
async function retryOrEnd(
  deps: { db: Db; clock: Clock },
  row: SmsRow,
  refused: SmsRefused,
  lastReason: string,
  columns: { sending_at?: null } = {},
): Promise<void> {
  if (row.attempts >= SMS_MAX_ATTEMPTS) {
    const reason = lastReason === refused.reason ? refused.reason : `${refused.reason}. ${lastReason}`
    await settle(deps, row, 'sms_failed', reason, (tx) => smsQueue.bury(tx, row, reason))
    return
  }
  const retryAt = new Date(deps.clock.now().getTime() + backoff(row.attempts))
  await settle(deps, row, 'sms_retry', refused.reason, (tx) => smsQueue.fail(tx, row, retryAt, refused.reason, columns))
}

/** Settles the row and, when it was still ours and belongs to a lead, writes the timeline entry. */
async function settle(
  deps: { db: Db; clock: Clock },
  row: SmsRow,
  type: Exclude<LeadEventType, AnnouncedEventType>,
  reason: string,
  write: (tx: Queryable) => Promise<boolean>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if ((await write(tx)) && row.submission_id) {
      await recordLeadEvent(tx, { submissionId: row.submission_id, type, at: deps.clock.now(), note: row.to_number, reason })
    }
  })
}
