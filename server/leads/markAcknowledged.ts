import type { Queryable } from '../db/db'
import { submissionsRepo } from '../db/submissionsRepo'
import { recordLeadEvent, recordUnannouncedEvents } from './recordLeadEvent'

/**
 * Records that the owner's first acknowledgement left (`submissions.acknowledged_at`, read by the
 * performance figures) and puts it on the lead's timeline; a later one (the text after the
 * e-mail) changes nothing. Returns, for the first, when the lead was stored (where the
 * acknowledgement latency metric starts); null for a later one.
 */
export async function markAcknowledged(tx: Queryable, submissionId: string, at: Date, channel: 'email' | 'sms'): Promise<Date | null> {
  const storedAt = await submissionsRepo.markAcknowledged(tx, submissionId, at)
  if (!storedAt) return null
  await recordLeadEvent(tx, { submissionId, type: 'acknowledged', at, note: channel })
  return storedAt
}

/**
 * markAcknowledged for many leads at once (the mail worker's batch): three statements however many.
 * Answers, for each lead whose first acknowledgement this is, when it was stored.
 */
export async function markAcknowledgedAll(
  tx: Queryable,
  submissionIds: readonly string[],
  at: Date,
  channel: 'email' | 'sms',
): Promise<Map<string, Date>> {
  if (!submissionIds.length) return new Map()
  const firsts = await submissionsRepo.markAcknowledgedAll(tx, submissionIds, at)
  await recordUnannouncedEvents(
    tx,
    [...firsts.keys()].map((submissionId) => ({ submissionId, type: 'acknowledged' as const, at, note: channel })),
  )
  return firsts
}
