import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { transition, type LeadFacts, type LeadStatus, type LifeEvent, type LifePolicy } from '../../server/leads/leadLife'

/**
 * docs/architecture.md's table of a lead's life is true: each row, run through the transition the
 * server applies, gives the status and the kinds of effect the row says. A change to the life that
 * the map does not follow fails here.
 */
const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'architecture.md'), 'utf8')
const section = doc.slice(doc.indexOf("## A lead's life"))
const rows = [...section.matchAll(/^\| (new|contacted|booked|visited|closed) \| ([^|]+) \| (\w+) \| ([^|]+) \|$/gm)].map((m) => ({
  before: m[1] as LeadStatus,
  event: m[2]!.trim(),
  after: m[3] as LeadStatus,
  effects: m[4]!.trim(),
}))

const policy: LifePolicy = { targetMinutes: 5, emergencyTargetMinutes: 1, emergencyRealerts: 10, rerouteAfterMinutes: 30, reroute: true }
const due = (step: 'escalate' | 'reroute'): LifeEvent => ({ type: 'check_due', step, round: 1, clinicId: 'willow', next: 'acacia' })

/** The table's words for an event, as the event and the lead's origin. */
const EVENTS: Record<string, [LifeEvent, 'clinic' | 'network']> = {
  submitted: [{ type: 'submitted' }, 'network'],
  claimed: [{ type: 'claimed', userId: 'ana' }, 'network'],
  'status contacted': [{ type: 'status', status: 'contacted', userId: 'ana', reason: null }, 'network'],
  'status closed': [{ type: 'status', status: 'closed', userId: 'ana', reason: 'moved away' }, 'network'],
  'status new': [{ type: 'status', status: 'new', userId: 'ana', reason: null }, 'network'],
  'check due: alert again': [due('escalate'), 'network'],
  'check due: last step (network lead)': [due('reroute'), 'network'],
  "check due: last step (clinic's own lead)": [due('reroute'), 'clinic'],
  reassigned: [{ type: 'reassigned', clinicId: 'acacia', userId: 'ana', rerouted: false, miles: null }, 'network'],
  'visit booked': [{ type: 'visit_booked', start: 1000, note: 'Exam' }, 'network'],
  'visit moved': [{ type: 'visit_moved', start: 2000, note: 'Exam, moved' }, 'network'],
  'visit cancelled': [{ type: 'visit_cancelled', note: 'Exam cancelled' }, 'network'],
  // Marked by a staff member of the lead's own clinic (willow), after its visit's start.
  'visit attended': [{ type: 'visit_attended', userId: 'ana', clinicId: 'willow' }, 'network'],
}
const EFFECT_WORDS: Record<string, string> = { tell_owner: 'tell owner', hand_on: 'hand on' }

describe("the map of a lead's life (docs/architecture.md)", () => {
  it('lists the transitions, and each is what the code does', () => {
    expect(rows.length).toBeGreaterThanOrEqual(16)
    for (const row of rows) {
      const [event, origin] = EVENTS[row.event] ?? []
      expect(event, `an event the test knows: "${row.event}"`).toBeDefined()
      const lead: LeadFacts = {
        status: row.before,
        clinicId: 'willow',
        origin: origin!,
        urgency: 'routine',
        claimedBy: null,
        visitStart: row.before === 'booked' ? 500 : null,
      }
      // Each row happens after the booked visit's start (500): a visit attended is one that has begun.
      const step = transition(lead, event!, 1000, policy)
      const kinds = [...new Set(step.effects.map((e) => EFFECT_WORDS[e.kind] ?? e.kind))].join(', ')
      expect({ row: row.event, status: step.lead.status, effects: kinds }).toEqual({
        row: row.event,
        status: row.after,
        effects: row.effects,
      })
    }
  })
})
