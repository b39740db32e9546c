import type { Queryable } from './db'
import type { Triage, Urgency } from '../triage/triage'

/**
 * What the triage backfill needs from the engine. The caller passes it in (assessment/triageEngine.ts)
 * so that the repositories and migrations import no feature folder: the engine depends on the
 * owner's words and the server's text, the database layer on neither.
 */
export interface TriageEngine {
  /** The engine's triage of a stored submission as of the day it arrived; null for one that has none. */
  triageOf(kind: string, data: Record<string, unknown>, at: Date): Triage | null
  /** The more urgent of two urgencies, so an urgency already stored is never lowered. */
  worseUrgency(a: Urgency, b: Urgency): Urgency
}

/**
 * Stores the engine's triage on every lead stored before the engine existed, once, at upgrade:
 * afterwards every reader of urgency (the e-mails' emergency notice, the estimate, the inbox, the
 * webhooks) reads the stored answer and none runs the engine again. Each lead is triaged as of the
 * day it arrived (a puppy's age then), and an urgency already stored is never lowered. A fresh
 * database has no such lead and needs no engine; one that has them refuses to upgrade without it,
 * because a lead left untriaged would show no urgency anywhere.
 */
export async function backfillTriage(tx: Queryable, engine: TriageEngine | undefined): Promise<number> {
  const rows = await tx.query<{
    id: string
    kind: string
    data: Record<string, unknown>
    created_at: Date | string
    urgency: Urgency | null
  }>("SELECT id, kind, data, created_at, urgency FROM submissions WHERE triage IS NULL AND kind <> 'contact'")
  if (rows.length > 0 && !engine) throw new Error(`${rows.length} stored lead(s) need the triage engine to migrate: pass it to migrate()`)
  let stored = 0
  for (const r of rows) {
    const found = engine!.triageOf(r.kind, r.data ?? {}, new Date(r.created_at))
    if (!found) continue
    const urgency = r.urgency ? engine!.worseUrgency(found.urgency, r.urgency) : found.urgency
    await tx.query('UPDATE submissions SET triage = $2, urgency = $3 WHERE id = $1', [r.id, JSON.stringify(found), urgency])
    stored++
  }
  return stored
}
