import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  alertAfterMinutes,
  LEAD_STATUSES,
  transition,
  type LeadFacts,
  type LifeEffect,
  type LifeEvent,
  type LifePolicy,
  type Origin,
  type SetStatus,
} from './leadLife'
import type { Urgency } from '../triage/triage'

/**
 * The lead's life as a model: random days of events (claims, status changes, checks coming due,
 * reassignments, visits booked, moved and cancelled) and ticks of the clock, run through the pure
 * transition the database applies. Each property is a promise a clinic or an owner relies on.
 */

const CLINICS = ['willow', 'pleasanton', 'acacia'] as const
const USERS = ['ana', 'ben'] as const
const RUNS = 400

const policyArb: fc.Arbitrary<LifePolicy> = fc.record({
  targetMinutes: fc.constantFrom(0.1, 1, 5, 15),
  emergencyTargetMinutes: fc.constantFrom(0.05, 1, 2, 30),
  emergencyRealerts: fc.integer({ min: 0, max: 5 }),
  rerouteAfterMinutes: fc.constantFrom(0.2, 1, 30, 60),
  reroute: fc.boolean(),
})
const urgencyArb = fc.constantFrom<Urgency | null>('emergency', 'soon', 'routine', null)
const originArb = fc.constantFrom<Origin>('clinic', 'network')

const newLead = (origin: Origin, urgency: Urgency | null, clinicId: string | null = 'willow'): LeadFacts => ({
  status: 'new',
  clinicId,
  origin,
  urgency,
  claimedBy: null,
  visitStart: null,
})

/** What can happen next to a lead: a person acts, a queued check comes due, or the owner books. */
type Step =
  | { kind: 'claim'; user: string }
  | { kind: 'status'; status: SetStatus; user: string }
  | { kind: 'due'; pick: number; next: string | null }
  | { kind: 'reassign'; clinic: string; user: string }
  | { kind: 'book'; start: number }
  | { kind: 'move'; start: number }
  | { kind: 'cancel' }
  | { kind: 'attend'; clinic: string }
  | { kind: 'replay' }

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('claim' as const), user: fc.constantFrom(...USERS) }),
  fc.record({ kind: fc.constant('status' as const), status: fc.constantFrom(...LEAD_STATUSES), user: fc.constantFrom(...USERS) }),
  fc.record({ kind: fc.constant('due' as const), pick: fc.nat(), next: fc.constantFrom(null, ...CLINICS) }),
  fc.record({ kind: fc.constant('due' as const), pick: fc.nat(), next: fc.constantFrom(null, ...CLINICS) }),
  fc.record({ kind: fc.constant('reassign' as const), clinic: fc.constantFrom(...CLINICS), user: fc.constantFrom(...USERS) }),
  fc.record({ kind: fc.constant('book' as const), start: fc.integer({ min: 1, max: 1e6 }) }),
  fc.record({ kind: fc.constant('move' as const), start: fc.integer({ min: 1, max: 1e6 }) }),
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({ kind: fc.constant('attend' as const), clinic: fc.constantFrom(...CLINICS) }),
  fc.record({ kind: fc.constant('replay' as const) }),
)

interface Queued {
  clinicId: string
  step: 'escalate' | 'reroute'
  round: number
}

interface Record {
  /** When it happened (ms from the start of the day of events). */
  at: number
  before: LeadFacts
  event: LifeEvent
  after: LeadFacts
  effects: LifeEffect[]
}

/**
 * Runs `steps` the way the database does: checks are queued once per clinic, step and round (a
 * second queueing of the same key is dropped, as ON CONFLICT DO NOTHING), each runs once, and a
 * `hand_on` effect is applied at once as the re-routed `reassigned` event.
 */
function live(start: LeadFacts, policy: LifePolicy, steps: Step[]) {
  let lead = start
  const queued: Queued[] = []
  const keys = new Set<string>()
  const duplicates: string[] = []
  const records: Record[] = []
  let last: LifeEvent | null = null
  let now = 0
  const apply = (event: LifeEvent) => {
    const r = transition(lead, event, now, policy)
    records.push({ at: now, before: lead, event, after: r.lead, effects: r.effects })
    lead = r.lead
    for (const e of r.effects) {
      if (e.kind === 'schedule' && lead.clinicId) {
        const key = `${lead.clinicId}/${e.step}/${e.round}`
        if (keys.has(key)) duplicates.push(key)
        else {
          keys.add(key)
          queued.push({ clinicId: lead.clinicId, step: e.step, round: e.round })
        }
      }
      if (e.kind === 'hand_on') apply({ type: 'reassigned', clinicId: e.to, userId: null, rerouted: true, miles: 3, reason: e.reason })
    }
  }
  apply({ type: 'submitted' })
  for (const s of steps) {
    now += 60_000
    let event: LifeEvent | null = null
    if (s.kind === 'claim') event = { type: 'claimed', userId: s.user }
    if (s.kind === 'status')
      event = { type: 'status', status: s.status, userId: s.user, reason: s.status === 'closed' ? 'moved away' : null }
    if (s.kind === 'due' && queued.length > 0) {
      const [check] = queued.splice(s.pick % queued.length, 1)
      const next = s.next === check!.clinicId ? null : s.next
      event = { type: 'check_due', step: check!.step, round: check!.round, clinicId: check!.clinicId, next }
    }
    if (s.kind === 'reassign') event = { type: 'reassigned', clinicId: s.clinic, userId: s.user, rerouted: false, miles: null }
    if (s.kind === 'book') event = { type: 'visit_booked', start: s.start, note: 'booked' }
    if (s.kind === 'move') event = { type: 'visit_moved', start: s.start, note: 'moved' }
    if (s.kind === 'cancel') event = { type: 'visit_cancelled', note: 'cancelled' }
    // A staff member of `clinic` marks the visit attended: the lead's own clinic or another one.
    if (s.kind === 'attend') event = { type: 'visit_attended', userId: 'ana', clinicId: s.clinic }
    // The same event delivered twice (a retried request, a check run again after a lost commit).
    if (s.kind === 'replay') event = last
    if (!event) continue
    last = event
    apply(event)
  }
  return { lead, records, duplicates }
}

const lifeArb = fc.record({
  origin: originArb,
  urgency: urgencyArb,
  policy: policyArb,
  steps: fc.array(stepArb, { maxLength: 40 }),
})

describe("a lead's life (property-based, fast-check)", () => {
  it("a clinic's own lead changes clinic only when the network team reassigns it by hand", () => {
    fc.assert(
      fc.property(lifeArb, ({ urgency, policy, steps }) => {
        const { records } = live(newLead('clinic', urgency), policy, steps)
        for (const r of records)
          if (r.after.clinicId !== r.before.clinicId) {
            expect(r.event.type).toBe('reassigned')
            expect(r.event.type === 'reassigned' && r.event.userId).toBeTruthy()
          }
        // ...and it is never re-routed: no check of it hands it on.
        expect(records.some((r) => r.effects.some((e) => e.kind === 'hand_on'))).toBe(false)
      }),
      { numRuns: RUNS },
    )
  })

  it('every change of clinic, by hand or re-routed, leaves exactly one move from the clinic it left to the one it reached', () => {
    fc.assert(
      fc.property(lifeArb, ({ origin, urgency, policy, steps }) => {
        for (const r of live(newLead(origin, urgency), policy, steps).records) {
          const moves = r.effects.filter((e) => e.kind === 'move')
          if (r.after.clinicId === r.before.clinicId) {
            expect(moves).toEqual([])
            continue
          }
          const by = r.event.type === 'reassigned' ? r.event.userId : 'not reassigned'
          expect(moves).toEqual([
            {
              kind: 'move',
              from: r.before.clinicId,
              to: r.after.clinicId,
              how: by ? 'reassigned' : 'rerouted',
              by,
              reason: by
                ? 'Reassigned by the network team'
                : expect.stringMatching(/^Unclaimed after \d+ (hours?|minutes?|seconds?)( \d+ (minutes?|seconds?))* of open time$/),
            },
          ])
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('a lead with a visit booked stays at the clinic of its visit, whoever tries to move it', () => {
    fc.assert(
      fc.property(lifeArb, ({ origin, urgency, policy, steps }) => {
        for (const r of live(newLead(origin, urgency), policy, steps).records)
          if (r.before.status === 'booked' && r.before.visitStart !== null) expect(r.after.clinicId).toBe(r.before.clinicId)
      }),
      { numRuns: RUNS },
    )
  })

  it("a lead becomes visited only from booked, once its visit has started, by its own clinic's staff; and stays at that clinic", () => {
    let visited = 0
    fc.assert(
      fc.property(lifeArb, ({ origin, urgency, policy, steps }) => {
        const { records } = live(newLead(origin, urgency), policy, steps)
        for (const r of records) {
          if (r.after.status === 'visited' && r.before.status !== 'visited') {
            visited++
            expect(r.event).toMatchObject({ type: 'visit_attended', clinicId: r.before.clinicId })
            expect(r.before.status).toBe('booked')
            // Its start had come (a visit booked by phone has none to wait for).
            if (r.before.visitStart !== null) expect(r.at).toBeGreaterThanOrEqual(r.before.visitStart)
          }
          if (r.before.status === 'visited') expect(r.after.clinicId).toBe(r.before.clinicId)
        }
      }),
      { numRuns: RUNS },
    )
    // The runs reached the transition, so the rule was checked on something.
    expect(visited).toBeGreaterThan(0)
  })

  it('a claimed lead is never alerted about again', () => {
    fc.assert(
      fc.property(lifeArb, ({ origin, urgency, policy, steps }) => {
        for (const r of live(newLead(origin, urgency), policy, steps).records)
          if (r.before.claimedBy && r.event.type === 'check_due') expect(r.effects).toEqual([])
      }),
      { numRuns: RUNS },
    )
  })

  it("an emergency's next alert is never later than a routine lead's in the same state", () => {
    const first = (effects: LifeEffect[], step: 'escalate' | 'reroute') =>
      Math.min(...effects.flatMap((e) => (e.kind === 'schedule' && e.step === step ? [e.minutes] : [])))
    fc.assert(
      fc.property(originArb, policyArb, fc.constantFrom('soon', 'routine', null), (origin, policy, other) => {
        // Arriving: its first alert again, and its last step.
        const emergency = transition(newLead(origin, 'emergency'), { type: 'submitted' }, 0, policy).effects
        const calm = transition(newLead(origin, other), { type: 'submitted' }, 0, policy).effects
        expect(first(emergency, 'escalate')).toBeLessThanOrEqual(first(calm, 'escalate'))
        expect(first(emergency, 'reroute')).toBeLessThanOrEqual(first(calm, 'reroute'))
        // Still unclaimed after its first alert again: an emergency is alerted again, a calm lead waits for its last step.
        const check: LifeEvent = { type: 'check_due', step: 'escalate', round: 1, clinicId: 'willow', next: null }
        const after = transition(newLead(origin, 'emergency'), check, 0, policy).effects
        if (policy.emergencyRealerts > 0) expect(first(after, 'escalate')).toBe(alertAfterMinutes('emergency', policy))
        expect(after.some((e) => e.kind === 'alert')).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })

  it('an unclaimed emergency keeps being alerted, round after round, until someone claims it', () => {
    fc.assert(
      fc.property(originArb, policyArb, (origin, policy) => {
        let lead = newLead(origin, 'emergency')
        let alerts = 0
        for (let round = 1; round <= policy.emergencyRealerts + 1; round++) {
          const r = transition(lead, { type: 'check_due', step: 'escalate', round, clinicId: 'willow', next: null }, 0, policy)
          alerts += r.effects.filter((e) => e.kind === 'alert').length
          expect(r.effects.some((e) => e.kind === 'schedule')).toBe(round <= policy.emergencyRealerts)
          lead = r.lead
        }
        expect(alerts).toBe(policy.emergencyRealerts + 1)
        const claimed = transition(lead, { type: 'claimed', userId: 'ana' }, 0, policy).lead
        expect(
          transition(claimed, { type: 'check_due', step: 'escalate', round: 2, clinicId: 'willow', next: null }, 0, policy).effects,
        ).toEqual([])
      }),
      { numRuns: RUNS },
    )
  })

  it("the lead's status and visit follow its latest booking event", () => {
    fc.assert(
      fc.property(lifeArb, ({ origin, urgency, policy, steps }) => {
        const { lead, records } = live(newLead(origin, urgency), policy, steps)
        // The owner's booking events; a visit attended is the clinic's word on one, not a new one.
        const visits = records.filter((r) => r.event.type.startsWith('visit_') && r.event.type !== 'visit_attended')
        const latest = visits.at(-1)?.event
        if (!latest) {
          expect(lead.visitStart).toBeNull()
          return
        }
        expect(lead.visitStart).toBe(latest.type === 'visit_cancelled' ? null : (latest as { start: number }).start)
        // Unless someone set a status by hand after it, the status says the same.
        const lastIndex = records.lastIndexOf(visits.at(-1)!)
        const byHandAfter = records.slice(lastIndex + 1).some((r) => r.event.type === 'status')
        const attended = records.slice(lastIndex + 1).some((r) => r.after.status === 'visited' && r.before.status === 'booked')
        if (!byHandAfter && latest.type !== 'visit_cancelled') expect(lead.status).toBe(attended ? 'visited' : 'booked')
        if (!byHandAfter && latest.type === 'visit_cancelled') expect(lead.status).not.toBe('booked')
      }),
      { numRuns: RUNS },
    )
  })

  it('replaying an event queues nothing twice, and the same event decides the same', () => {
    fc.assert(
      fc.property(lifeArb, ({ origin, urgency, policy, steps }) => {
        const { duplicates, records } = live(newLead(origin, urgency), policy, steps)
        // A key queued again is dropped by the database; what it would have queued is what was queued.
        for (const d of duplicates) expect(d).toMatch(/\/(escalate|reroute)\/\d+$/)
        for (const r of records) expect(transition(r.before, r.event, 0, policy)).toEqual(transition(r.before, r.event, 0, policy))
        // A claim replayed by the same person changes nothing and writes nothing.
        for (const r of records)
          if (r.event.type === 'claimed' && r.before.claimedBy) {
            expect(r.after).toEqual(r.before)
            expect(r.effects).toEqual([])
          }
      }),
      { numRuns: RUNS },
    )
  })

  it('a network lead moves on only from an unclaimed, untouched lead at a clinic that takes part, and starts unclaimed at the next', () => {
    fc.assert(
      fc.property(lifeArb, ({ urgency, policy, steps }) => {
        const { records } = live(newLead('network', urgency), policy, steps)
        for (const r of records) {
          if (!r.effects.some((e) => e.kind === 'hand_on')) continue
          expect(r.before.claimedBy).toBeNull()
          expect(r.before.status).toBe('new')
          expect(policy.reroute).toBe(true)
        }
        // A lead handed on starts unclaimed where it arrived (one refused for its booked visit changed nothing).
        for (const r of records) if (r.event.type === 'reassigned' && r.effects.length > 0) expect(r.after.claimedBy).toBeNull()
      }),
      { numRuns: RUNS },
    )
  })
})

describe("a lead's life, by example", () => {
  const policy: LifePolicy = { targetMinutes: 5, emergencyTargetMinutes: 1, emergencyRealerts: 10, rerouteAfterMinutes: 30, reroute: true }

  it("a kiosk lead nobody claims alerts the clinic's owners and stays; a network lead goes to the next partner", () => {
    const due: LifeEvent = { type: 'check_due', step: 'reroute', round: 1, clinicId: 'willow', next: 'pleasanton' }
    const kiosk = transition(newLead('clinic', 'routine'), due, 0, policy)
    expect(kiosk.lead.clinicId).toBe('willow')
    expect(kiosk.effects).toContainEqual(expect.objectContaining({ kind: 'alert', owners: true }))
    expect(kiosk.outcome).toBe('kept by its clinic')
    const network = transition(newLead('network', 'routine'), due, 0, policy)
    expect(network.effects).toContainEqual({ kind: 'hand_on', to: 'pleasanton', reason: 'Unclaimed after 30 minutes of open time' })
  })

  it('an emergency is first alerted again after 1 minute where a routine lead waits 5', () => {
    const at = (u: Urgency) =>
      transition(newLead('network', u), { type: 'submitted' }, 0, policy).effects.find(
        (e) => e.kind === 'schedule' && e.step === 'escalate',
      )
    expect(at('emergency')).toMatchObject({ minutes: 1 })
    expect(at('routine')).toMatchObject({ minutes: 5 })
  })

  it('a cancelled visit takes the lead back from booked to contacted, with no visit left', () => {
    const booked = transition(newLead('clinic', 'routine'), { type: 'visit_booked', start: 1000, note: 'Exam' }, 0, policy).lead
    expect(booked).toMatchObject({ status: 'booked', visitStart: 1000 })
    const moved = transition(booked, { type: 'visit_moved', start: 2000, note: 'Exam, moved' }, 0, policy).lead
    expect(moved).toMatchObject({ status: 'booked', visitStart: 2000 })
    const cancelled = transition(moved, { type: 'visit_cancelled', note: 'Exam cancelled' }, 0, policy)
    expect(cancelled.lead).toMatchObject({ status: 'contacted', visitStart: null })
    expect(cancelled.effects).toEqual([{ kind: 'timeline', type: 'status', status: 'contacted', note: 'Exam cancelled' }])
  })
})
