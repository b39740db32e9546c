import type { Queryable } from '../db/db'
import { submissionsRepo } from '../db/submissionsRepo'
import { recordLeadEvent } from './recordLeadEvent'

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
