import { describe, expect, it } from 'vitest'
import { transition, type LeadFacts, type LifePolicy } from './leadLife'

/**
 * "Mark visited" as the lead's life decides it, without a database: only a booked lead, only once
 * its visit has started, only by a staff member of the lead's own clinic; once.
 */
const policy: LifePolicy = { targetMinutes: 5, emergencyTargetMinutes: 1, emergencyRealerts: 10, rerouteAfterMinutes: 30, reroute: true }
const START = Date.parse('2026-11-25T17:00:00Z')
const booked: LeadFacts = {
  status: 'booked',
  clinicId: 'pleasanton',
  origin: 'network',
  urgency: 'routine',
  claimedBy: 'ana',
  visitStart: START,
}
const attended = (clinicId: string | null) => ({ type: 'visit_attended' as const, userId: 'ana', clinicId })

describe('a visit attended', () => {
  it('turns a booked lead visited once its visit has started, with its timeline entry, by whoever marked it', () => {
    const step = transition(booked, attended('pleasanton'), START + 60_000, policy)
    expect(step.outcome).toBe('done')
    expect(step.lead).toEqual({ ...booked, status: 'visited' })
    expect(step.effects).toEqual([{ kind: 'timeline', type: 'visited', status: 'visited', actorUserId: 'ana' }])
    // At its very start it counts as begun.
    expect(transition(booked, attended('pleasanton'), START, policy).lead.status).toBe('visited')
  })

  it('is refused before the visit starts, and changes nothing', () => {
    expect(transition(booked, attended('pleasanton'), START - 1, policy)).toEqual({ lead: booked, effects: [], outcome: 'visit to come' })
  })

  it('is refused for a lead that is not booked (new, contacted, closed, visited already): nothing changes, nobody is told', () => {
    for (const status of ['new', 'contacted', 'closed', 'visited'] as const) {
      const lead = { ...booked, status, visitStart: status === 'visited' ? START : null }
      expect(transition(lead, attended('pleasanton'), START + 60_000, policy)).toEqual({ lead, effects: [], outcome: 'not booked' })
    }
  })

  it("is refused to another clinic's staff, to the network team and for a lead in the network queue", () => {
    expect(transition(booked, attended('willow'), START + 60_000, policy).outcome).toBe('not its clinic')
    expect(transition(booked, attended(null), START + 60_000, policy).outcome).toBe('not its clinic')
    expect(transition({ ...booked, clinicId: null }, attended(null), START + 60_000, policy).outcome).toBe('not its clinic')
  })

  it('a visit booked by phone (no time PetLead knows) may be marked at once', () => {
    const byPhone = { ...booked, visitStart: null }
    expect(transition(byPhone, attended('pleasanton'), 0, policy).lead.status).toBe('visited')
  })

  it('keeps a visited lead at its clinic: it cannot be handed to another one', () => {
    const visited = { ...booked, status: 'visited' as const }
    const moved = transition(visited, { type: 'reassigned', clinicId: 'willow', userId: 'net', rerouted: false, miles: null }, 0, policy)
    expect(moved).toEqual({ lead: visited, effects: [], outcome: 'visit booked' })
  })
})
