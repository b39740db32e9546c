import { VISIT_START_SQL } from './visitStartSql'
import type { Triage, Urgency } from '../triage/triage'
import type { Queryable } from './db'

/** A lead's row as its life reads it, locked (server/leads/applyLeadEvent.ts). */
export interface LeadLifeRow {
  id: string
  kind: string
  status: string
  lead_clinic_id: string | null
  /** The clinic its form named: set, the lead is that clinic's own (origin `clinic`). */
  clinic_id: string | null
  urgency: Urgency | null
  /** The triage stored on arrival: the signs a staff alert names. */
  triage: Triage | null
  claimed_by: string | null
  data: Record<string, unknown>
  lang: string
  /** The start of its booked visit, when one is booked. */
  visit_start: Date | null
}

/** What a transition changed, as columns. */
export interface LeadLifeWrite {
  status?: string
  closedReason?: string | null
  /** Staff reached the owner (they moved the lead to contacted or booked): the first time stamps first contact. */
  contacted?: boolean
  claimedBy?: string | null
  /** Moving the lead: to `clinicId`, by hand ('reassigned') or re-routed (with the distance). */
  route?: { clinicId: string; rule: MoveKind; miles: number | null }
}

/** How a lead left a clinic (`lead_moves.kind`, `submissions.route_rule`): re-routed unclaimed, or reassigned by the network team's hand. */
export type MoveKind = 'rerouted' | 'reassigned'

/** A lead's move from one clinic to another (a row of `lead_moves`). */
export interface LeadMove {
  submissionId: string
  /** The clinic it leaves (null: the network queue). */
  from: string | null
  to: string
  at: Date
  /** Why, as the clinic it leaves reads it on its trace. */
  reason: string
  /** The network team member who moved it by hand; null when re-routed. */
  by: string | null
  kind: MoveKind
}

/** The only SQL that writes a lead's status, claim, clinic and moves. */
export const leadLifeRepo = {
  /** The lead's facts, its row locked until the caller's transaction ends; undefined when there is no such lead. */
  async lock(tx: Queryable, id: string): Promise<LeadLifeRow | undefined> {
    const [row] = await tx.query<LeadLifeRow>(
      `SELECT s.id, s.kind, s.status, s.lead_clinic_id, s.clinic_id, s.urgency, s.triage, s.claimed_by, s.data, s.lang,
         ${VISIT_START_SQL} AS visit_start
       FROM submissions s WHERE s.id = $1 FOR UPDATE OF s`,
      [id],
    )
    return row
  },

  /**
   * Writes what changed in one statement. Staff's first move to contacted (or straight to booked)
   * stamps first_contacted_at: speed to lead. An owner who books a visit online was not contacted,
   * so that booking stamps nothing. A closed lead keeps its reason; any other status clears it.
   */
  async write(tx: Queryable, id: string, w: LeadLifeWrite, now: Date): Promise<void> {
    const sets: string[] = []
    const params: unknown[] = [id]
    const p = (v: unknown) => {
      params.push(v)
      return `$${params.length}`
    }
    if (w.status !== undefined) {
      const st = p(w.status)
      sets.push(`status = ${st}`, `closed_reason = CASE WHEN ${st} = 'closed' THEN ${p(w.closedReason ?? null)} ELSE NULL END`)
    }
    if (w.contacted) sets.push(`first_contacted_at = coalesce(first_contacted_at, ${p(now)}::timestamptz)`)
    if (w.claimedBy !== undefined) sets.push(`claimed_by = ${p(w.claimedBy)}`, `claimed_at = ${w.claimedBy === null ? 'NULL' : p(now)}`)
    if (w.route)
      sets.push(
        `routed_clinic_id = ${p(w.route.clinicId)}`,
        `route_rule = ${p(w.route.rule)}`,
        `route_distance_miles = ${p(w.route.miles)}`,
      )
    if (sets.length === 0) return
    await tx.query(`UPDATE submissions SET ${sets.join(', ')} WHERE id = $1`, params)
  },
  /** Records a move: the trace the clinic it leaves keeps (server/db/movedAwaySql.ts reads it). */
  async recordMove(tx: Queryable, m: LeadMove): Promise<void> {
    await tx.query(
      `INSERT INTO lead_moves (submission_id, from_clinic_id, to_clinic_id, at, reason, by_user_id, kind)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [m.submissionId, m.from, m.to, m.at, m.reason, m.by, m.kind],
    )
  },
}
