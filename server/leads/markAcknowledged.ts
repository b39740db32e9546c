import type { Queryable } from '../db/db'
import { recordLeadEvent } from './recordLeadEvent'

/**
 * Records that the owner's first acknowledgement left (`submissions.acknowledged_at`, read by the
 * performance figures) and puts it on the lead's timeline; a later one (the text after the
 * e-mail) changes nothing. Returns true for the first.
 */
export async function markAcknowledged(tx: Queryable, submissionId: string, at: Date, channel: 'email' | 'sms'): Promise<boolean> {
  const rows = await tx.query('UPDATE submissions SET acknowledged_at = $2 WHERE id = $1 AND acknowledged_at IS NULL RETURNING id', [
    submissionId,
    at,
  ])
  if (rows.length === 0) return false
  await recordLeadEvent(tx, { submissionId, type: 'acknowledged', at, note: channel })
  return true
}
