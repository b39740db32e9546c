import type { MoveKind } from '../db/leadLifeRepo'
import type { Urgency } from '../triage/triage'
import { openTimeInWords } from './openTimeInWords'

/**
 * A lead's life: the one place that decides what happens to a lead when something happens to it.
 * `transition` is pure (no database, no clock of its own): given the lead's facts, one event, the
 * time and its clinic's policy, it returns the new facts and the effects to carry out. The
 * database side (server/leads/applyLeadEvent.ts) locks the lead's row, calls it, writes the facts
 * and queues the effects in the caller's transaction; nothing else writes a lead's status, claim,
 * clinic or visit.
 *
 *   submitted ──► new ──claimed──► new (claimed) ──status──► contacted ──visit booked──► booked ──visit attended──► visited
 *                  │                                            ▲   ▲                      │   (its clinic's staff, once
 *                  │ check due (escalate: alert again;          │   └────visit cancelled───┘    the visit has started)
 *                  │   reroute: a network lead moves on,        │
 *                  │   a clinic's own lead alerts its owners)   └── any status ──► closed ──► new
 *                  └── reassigned / rerouted: new at the next clinic, unclaimed, its own checks;
 *                      the clinic it left keeps the move (lead_moves) as its read-only trace
 */

/** Where a lead stands with its clinic. `visited`: the owner came to the booked visit, as its clinic marked it. */
export type LeadStatus = 'new' | 'contacted' | 'booked' | 'visited' | 'closed'

/** The statuses staff set by hand (a `status` event); a lead becomes `visited` only by its visit being attended (`visit_attended`). */
export type SetStatus = Exclude<LeadStatus, 'visited'>

/** The statuses staff set by hand (SetStatus), in the order the workflow goes. */
export const LEAD_STATUSES: readonly SetStatus[] = ['new', 'contacted', 'booked', 'closed']

/**
 * Whose lead it is from the start: `clinic`, a clinic's own (its widget, its clinic form, its
 * kiosk or QR form named it), which never leaves that clinic by itself; `network`, one the
 * network routed by ZIP code, which may move on to another partner when nobody takes it.
 */
export type Origin = 'clinic' | 'network'

/** A lead's origin from the clinic its form named (`submissions.clinic_id`): named, the clinic's own. */
export const originOf = (formClinicId: string | null | undefined): Origin => (formClinicId ? 'clinic' : 'network')

/** A due check of an unclaimed lead: alert again (`escalate`), or its last step (`reroute`). */
export type CheckStep = 'escalate' | 'reroute'

/** The facts of a lead the life decides on. */
export interface LeadFacts {
  status: LeadStatus
  /** The lead's clinic (null: the network queue). */
  clinicId: string | null
  origin: Origin
  urgency: Urgency | null
  /** Who said "I'll call" (null: nobody yet). */
  claimedBy: string | null
  /** The booked visit's start (epoch ms); null when none is booked. */
  visitStart: number | null
}

/** The clinic's first-contact settings with the server's defaults filled in, in minutes of open time. */
export interface LifePolicy {
  /** Unclaimed this long after arriving: every staff member is alerted again. */
  targetMinutes: number
  /** An emergency's own target: its first alert again comes no later than this, and repeats every this long. */
  emergencyTargetMinutes: number
  /** How many times an unclaimed emergency is alerted again before only its last step remains. */
  emergencyRealerts: number
  /** Unclaimed this long: a network lead moves to the next open partner; a clinic's own lead alerts its owners. */
  rerouteAfterMinutes: number
  /** False: the clinic keeps its leads (outside the network), and re-routing never takes one away. */
  reroute: boolean
}

export type LifeEvent =
  /** The lead was stored and reached `clinicId` (or the network queue). */
  | { type: 'submitted' }
  | { type: 'claimed'; userId: string }
  | { type: 'status'; status: SetStatus; userId: string; reason: string | null }
  /** A queued check came due at the clinic it was queued for; `next` is the open partner re-routing would choose. */
  | { type: 'check_due'; step: CheckStep; round: number; clinicId: string; next: string | null }
  /**
   * The lead moves to `clinicId`: by the network team's hand (`userId`), or re-routed (`userId`
   * null; `reason`: why, as the clinic it leaves reads it).
   */
  | { type: 'reassigned'; clinicId: string; userId: string | null; rerouted: boolean; miles: number | null; reason?: string | null }
  | { type: 'visit_booked'; start: number; note: string }
  | { type: 'visit_moved'; start: number; note: string }
  | { type: 'visit_cancelled'; note: string }
  /** A staff member of `clinicId` (their own clinic; null for the network team) says the owner came to the booked visit. */
  | { type: 'visit_attended'; userId: string; clinicId: string | null }

export type LifeEffect =
  /** Queue a check at the lead's (new) clinic, due `minutes` of its open time from now. */
  | { kind: 'schedule'; step: CheckStep; round: number; minutes: number }
  /** Alert the whole team on every channel each has (with the clinic's owners when `owners`), saying `why`. */
  | { kind: 'alert'; why: string; owners: boolean }
  /** A timeline entry (and so the inboxes' live update and the clinic's webhook). */
  | {
      kind: 'timeline'
      type: 'claimed' | 'escalated' | 'status' | 'rerouted' | 'reassigned' | 'visited'
      status?: LeadStatus
      reason?: string | null
      note?: string | null
      actorUserId?: string | null
    }
  /** Hand the lead on to `to`: the caller applies `reassigned` (re-routed, saying `reason`) with that clinic's policy. */
  | { kind: 'hand_on'; to: string; reason: string }
  /**
   * The lead leaves `from` for `to`: the move is recorded, the one trace the clinic it leaves keeps
   * (where it went, when, why, never the owner's details), whether the network team moved it by
   * hand (`by`) or re-routing did (`by` null).
   */
  | { kind: 'move'; from: string | null; to: string; how: MoveKind; by: string | null; reason: string }
  /** Tell the lead's (new) clinic about it, as about any new lead. */
  | { kind: 'notify' }
  /** Tell the owner, in their language, which clinic will call them now. */
  | { kind: 'tell_owner' }

/** Why a lead moved, as the staff of the clinic it left read it on its trace. */
export const MOVE_REASONS = {
  /** Re-routed: unclaimed for `after`, a span of the clinic's open time in words (applyLeadEvent names the clinic after "Unclaimed"). */
  rerouted: (after: string | null) => `Unclaimed${after === null ? '' : ` after ${after}`}`,
  /** A re-route's reason naming the clinic it left, once the caller knows its name: "Unclaimed at Pleasanton Pet Care after ...". */
  at: (reason: string, from: string | null) => (from ? reason.replace(/^Unclaimed/, `Unclaimed at ${from}`) : reason),
  reassigned: 'Reassigned by the network team',
} as const

/** What a check or a claim found, for the record (a check's outcome). */
export type LifeOutcome =
  | 'done'
  | 'claimed'
  | 'taken'
  | 'handled'
  | 'moved'
  /** A clinic's own lead at its last step: its owners alerted, the lead kept. */
  | 'kept by its clinic'
  | 'outside the network'
  | 'no open partner in range'
  /** A lead with a visit booked stays with the clinic the visit is at: the owner moves or cancels the visit first. */
  | 'visit booked'
  /** Marking a visit attended: the lead has no visit booked (not booked, or visited already). */
  | 'not booked'
  /** Marking a visit attended before its start. */
  | 'visit to come'
  /** Marking a visit attended by someone not of the lead's clinic (the network team included): only the clinic saw the owner come. */
  | 'not its clinic'
  | 'ignored'

export interface LifeStep {
  lead: LeadFacts
  effects: LifeEffect[]
  outcome: LifeOutcome
}

/** How many times an unclaimed emergency is alerted again (every emergency target) before only its last step is left. */
export const EMERGENCY_REALERTS = 10

/** How long an unclaimed lead of this urgency waits for its first alert again: an emergency never longer than a routine lead. */
export function alertAfterMinutes(urgency: Urgency | null, p: LifePolicy): number {
  return urgency === 'emergency' ? Math.min(p.emergencyTargetMinutes, p.targetMinutes) : p.targetMinutes
}

/** The checks a lead starts with when it reaches a clinic: its alert again, then its last step. */
function arrivalChecks(lead: LeadFacts, p: LifePolicy): LifeEffect[] {
  const first = alertAfterMinutes(lead.urgency, p)
  const last = Math.max(first, p.rerouteAfterMinutes)
  const checks: LifeEffect[] = [{ kind: 'schedule', step: 'escalate', round: 1, minutes: first }]
  // A clinic outside the network keeps its leads, and nobody else takes them from it: no last step.
  if (p.reroute || lead.origin === 'clinic') checks.push({ kind: 'schedule', step: 'reroute', round: 1, minutes: last })
  return checks
}

const unchanged = (lead: LeadFacts, outcome: LifeOutcome): LifeStep => ({ lead, effects: [], outcome })

/**
 * The next facts and effects of `lead` after `event` at `now` under its clinic's `policy`.
 * Pure: the same arguments give the same answer, so a replayed event decides the same and the
 * database side, which writes only what changed, queues nothing twice.
 */
export function transition(lead: LeadFacts, event: LifeEvent, now: number, policy: LifePolicy): LifeStep {
  switch (event.type) {
    case 'submitted':
      return { lead, effects: lead.clinicId ? arrivalChecks(lead, policy) : [], outcome: 'done' }

    case 'claimed':
      if (lead.claimedBy) return unchanged(lead, lead.claimedBy === event.userId ? 'claimed' : 'taken')
      return {
        lead: { ...lead, claimedBy: event.userId },
        effects: [{ kind: 'timeline', type: 'claimed', actorUserId: event.userId }],
        outcome: 'claimed',
      }

    case 'status': {
      if (event.status === lead.status && event.status !== 'closed') return unchanged(lead, 'ignored')
      const next: LeadFacts = { ...lead, status: event.status }
      const effects: LifeEffect[] = [
        { kind: 'timeline', type: 'status', status: event.status, reason: event.reason, actorUserId: event.userId },
      ]
      // Reaching the owner is claiming the lead, for whoever has not said "I'll call" first.
      if ((event.status === 'contacted' || event.status === 'booked') && !lead.claimedBy) {
        next.claimedBy = event.userId
        effects.push({ kind: 'timeline', type: 'claimed', actorUserId: event.userId })
      }
      return { lead: next, effects, outcome: 'done' }
    }

    case 'check_due': {
      if (lead.clinicId !== event.clinicId) return unchanged(lead, 'moved')
      if (lead.claimedBy) return unchanged(lead, 'claimed')
      if (lead.status !== 'new') return unchanged(lead, 'handled')
      const emergency = lead.urgency === 'emergency'
      if (event.step === 'escalate') {
        const after = alertAfterMinutes(lead.urgency, policy)
        const why = `Nobody has said "I'll call" within ${openTimeInWords(after)}${emergency ? ' (emergency)' : ''}.`
        const effects: LifeEffect[] = [
          { kind: 'alert', why, owners: false },
          { kind: 'timeline', type: 'escalated', reason: why },
        ]
        // An emergency is alerted again, every emergency target, until someone takes it.
        if (emergency && event.round <= policy.emergencyRealerts)
          effects.push({ kind: 'schedule', step: 'escalate', round: event.round + 1, minutes: after })
        return { lead, effects, outcome: 'done' }
      }
      const after = Math.max(alertAfterMinutes(lead.urgency, policy), policy.rerouteAfterMinutes)
      // A clinic's own lead never leaves it: its owners are alerted with everyone else instead.
      if (lead.origin === 'clinic') {
        const why = `Still unclaimed after ${openTimeInWords(after)}: the clinic's owners are alerted too. A lead from the clinic's own form stays with the clinic.`
        return {
          lead,
          effects: [
            { kind: 'alert', why, owners: true },
            { kind: 'timeline', type: 'escalated', reason: why },
          ],
          outcome: 'kept by its clinic',
        }
      }
      if (!policy.reroute) return unchanged(lead, 'outside the network')
      if (!event.next) return unchanged(lead, 'no open partner in range')
      // 'rerouted' is written while the lead is still this clinic's: its inboxes and webhooks hear it leave.
      const reason = MOVE_REASONS.rerouted(openTimeInWords(after))
      return {
        lead,
        effects: [
          { kind: 'timeline', type: 'rerouted', reason, note: event.next },
          { kind: 'hand_on', to: event.next, reason },
          { kind: 'tell_owner' },
        ],
        outcome: 'done',
      }
    }

    case 'reassigned': {
      // A booked (or attended) visit is at its clinic, so the lead is too: handed elsewhere, the visit, its
      // webhooks and its count would belong to one clinic and the lead to another.
      const atItsClinic = lead.status === 'visited' || (lead.status === 'booked' && lead.visitStart !== null)
      if (atItsClinic && lead.clinicId !== event.clinicId) return unchanged(lead, 'visit booked')
      // `policy` is the new clinic's: the lead starts unclaimed there, with that clinic's own checks.
      const next: LeadFacts = { ...lead, clinicId: event.clinicId, claimedBy: null }
      // Every change of clinic is recorded as one move, by hand or re-routed: a lead handed to the clinic it is at moves nowhere.
      const move: LifeEffect[] =
        lead.clinicId === event.clinicId
          ? []
          : [
              {
                kind: 'move',
                from: lead.clinicId,
                to: event.clinicId,
                how: event.rerouted ? 'rerouted' : 'reassigned',
                by: event.userId,
                reason: event.reason ?? (event.rerouted ? MOVE_REASONS.rerouted(null) : MOVE_REASONS.reassigned),
              },
            ]
      return {
        lead: next,
        effects: [
          ...move,
          { kind: 'timeline', type: 'reassigned', note: event.clinicId, actorUserId: event.userId },
          { kind: 'notify' },
          ...arrivalChecks(next, policy),
        ],
        outcome: 'done',
      }
    }

    case 'visit_booked':
    case 'visit_moved':
      return {
        lead: { ...lead, status: 'booked', visitStart: event.start },
        effects: [{ kind: 'timeline', type: 'status', status: 'booked', note: event.note }],
        outcome: 'done',
      }

    case 'visit_cancelled': {
      if (lead.visitStart === null && lead.status !== 'booked') return unchanged(lead, 'ignored')
      // The owner was in touch (they booked): the lead goes back to contacted, to be booked again or closed.
      const status: LeadStatus = lead.status === 'booked' ? 'contacted' : lead.status
      return {
        lead: { ...lead, status, visitStart: null },
        effects: [{ kind: 'timeline', type: 'status', status, note: event.note }],
        outcome: 'done',
      }
    }

    case 'visit_attended':
      // Only the clinic the owner came to saw them come; to anyone else the lead is not theirs to mark.
      if (!lead.clinicId || event.clinicId !== lead.clinicId) return unchanged(lead, 'not its clinic')
      if (lead.status !== 'booked') return unchanged(lead, 'not booked')
      // A visit booked online has its start: not attended before it. One booked by phone has none PetLead knows.
      if (lead.visitStart !== null && now < lead.visitStart) return unchanged(lead, 'visit to come')
      return {
        lead: { ...lead, status: 'visited' },
        effects: [{ kind: 'timeline', type: 'visited', status: 'visited', actorUserId: event.userId }],
        outcome: 'done',
      }
  }
}
