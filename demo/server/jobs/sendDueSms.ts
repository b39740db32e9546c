import type { Clock } from '../clock'
import type { Db, Queryable } from '../db/db'
import { smsQueue, smsRepo, type SmsRow } from '../db/smsRepo'
import type { LeadEventType } from '../db/leadEventsRepo'
import { markAcknowledged } from '../leads/markAcknowledged'
import { recordLeadEvent, type AnnouncedEventType } from '../leads/recordLeadEvent'
import { backoff } from '../mail/backoff'
import { SmsRefused, type SmsSender } from '../sms/smsSender'

/** How long a claimed text is ours: longer than the provider call's 10 s time-out. */
export const SMS_LEASE_MS = 60_000

/** Attempts before a text that keeps failing for passing reasons is given up. */
export const SMS_MAX_ATTEMPTS = 8

/** Why a text claimed again after an interrupted send is not sent: said on the timeline. */
export const INTERRUPTED =
  'An earlier attempt was interrupted while the provider had the message; not sent again, so the owner never gets it twice'

/**
 * Sends the text messages that are due, one at a time, and returns how many were sent.
 *
 * Sent once: Twilio does not deduplicate, so a row is marked `sending` (committed, fenced by the
 * lease) before the provider is called. A worker that dies or loses its lease after that leaves
 * the mark; whoever claims the row next cannot know whether the text went, and ends it `failed`
 * with that reason rather than risk a second text. (The alternative, resending, would double every
 * text a crash interrupts; a text lost to a crash is rarer, and the e-mail has already gone.) The
 * message's key (the row id) also goes with every call, for providers or doubles that deduplicate.
 *
 * A number that opted out since the text was queued is never sent to. A transient refusal (the
 * provider down, busy, rate-limiting) retries with backoff, up to SMS_MAX_ATTEMPTS; a permanent one
 * (SmsRefused.permanent) ends the row `failed` with the reason. Every result is on the lead's timeline.
 */
export async function sendDueSms(deps: { db: Db; clock: Clock; sms: SmsSender; leaseMs?: number }, max = 100): Promise<number> {
  let sent = 0
  for (let i = 0; i < max; i++) {
    const row = await smsQueue.claim(deps.db, deps.clock.now(), deps.leaseMs ?? SMS_LEASE_MS)
    if (!row) break
    if (row.sending_at) {
      await settle(deps, row, 'sms_failed', INTERRUPTED, (tx) => smsQueue.bury(tx, row, INTERRUPTED))
      continue
    }
    if (await smsRepo.isOptedOut(deps.db, row.to_number)) {
      const reason = 'The number opted out (STOP)'
      await settle(deps, row, 'sms_failed', reason, (tx) => smsQueue.bury(tx, row, reason))
      continue
    }
    if (!(await smsRepo.markSending(deps.db, row, deps.clock.now()))) continue
    try {
      const receipt = await deps.sms.send({ to: row.to_number, body: row.body, key: row.id })
      await deps.db.transaction(async (tx) => {
        const now = deps.clock.now()
        if (!(await smsQueue.finish(tx, row, { sent_at: now, provider_id: receipt.id }))) return
        sent++
        if (!row.submission_id) return
        await recordLeadEvent(tx, { submissionId: row.submission_id, type: 'sms_sent', at: now, note: row.to_number })
        await markAcknowledged(tx, row.submission_id, now, 'sms')
      })
    } catch (err) {
      const refused = err instanceof SmsRefused ? err : new SmsRefused(false, String((err as Error)?.message ?? err).slice(0, 300))
      if (refused.permanent || refused.maybeSent || row.attempts >= SMS_MAX_ATTEMPTS) {
        // A call that may have reached the provider keeps its 'sending' mark: it is not sent again.
        const reason = refused.maybeSent ? `${refused.reason}. ${INTERRUPTED}` : refused.reason
        await settle(deps, row, 'sms_failed', reason, (tx) => smsQueue.bury(tx, row, reason))
      } else {
        const retryAt = new Date(deps.clock.now().getTime() + backoff(row.attempts))
        // The provider answered (or was never reached): nothing went, so the mark is cleared for the retry.
        await settle(deps, row, 'sms_retry', refused.reason, (tx) => smsQueue.fail(tx, row, retryAt, refused.reason, { sending_at: null }))
      }
    }
  }
  return sent
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
