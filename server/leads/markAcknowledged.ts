import type { Queryable } from '../db/db'
import { submissionsRepo } from '../db/submissionsRepo'
import { recordLeadEvent } from './recordLeadEvent'

/**
 * Records that the owner's first acknowledgement left (`submissions.acknowledged_at`, read by the
 * performance figures) and puts it on the lead's timeline; a later one (the text after the
 * e-mail) changes nothing. Returns true for the first.
 */
export async function markAcknowledged(tx: Queryable, submissionId: string, at: Date, channel: 'email' | 'sms'): Promise<boolean> {
  if (!(await submissionsRepo.markAcknowledged(tx, submissionId, at))) return false
  await recordLeadEvent(tx, { submissionId, type: 'acknowledged', at, note: channel })
  return true
}
