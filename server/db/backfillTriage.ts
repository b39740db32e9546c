import type { Queryable } from './db'
import { submissionTriage } from '../assessment/submissionTriage'
import { worseUrgency, type Urgency } from '../triage/triage'

/**
 * Stores the engine's triage on every lead stored before the engine existed, once, at upgrade:
 * afterwards every reader of urgency (the e-mails' emergency notice, the estimate, the inbox, the
 * webhooks) reads the stored answer and none runs the engine again. Each lead is triaged as of the
 * day it arrived (a puppy's age then), and an urgency already stored is never lowered.
 */
export async function backfillTriage(tx: Queryable): Promise<number> {
  const rows = await tx.query<{
    id: string
    kind: string
    data: Record<string, unknown>
    created_at: Date | string
    urgency: Urgency | null
  }>("SELECT id, kind, data, created_at, urgency FROM submissions WHERE triage IS NULL AND kind <> 'contact'")
  let stored = 0
  for (const r of rows) {
    const found = submissionTriage(r.kind, r.data ?? {}, new Date(r.created_at))
    if (!found) continue
    const urgency = r.urgency ? worseUrgency(found.urgency, r.urgency) : found.urgency
    await tx.query('UPDATE submissions SET triage = $2, urgency = $3 WHERE id = $1', [r.id, JSON.stringify(found), urgency])
    stored++
  }
  return stored
}
