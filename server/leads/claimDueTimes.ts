import { addOpenTime } from '../hours/addOpenTime'
import { hoursOf } from '../hours/hoursOf'
import type { Partner } from '../db/Partner'
import type { ClaimDefaults } from './claimDefaults'
import { EMERGENCY_REALERTS, type CheckStep, type LeadFacts, type LifeEffect, type LifePolicy, transition } from './leadLife'

/** When an unclaimed lead is alerted again, and its last step is due (null: never), as instants in ms. */
export interface ClaimDueTimes {
  escalateAt: number | null
  rerouteAt: number | null
}

type PolicyPartner = Pick<Partner, 'openingHours' | 'state' | 'firstContact'>

/** A clinic's first-contact settings over the server's defaults. */
export function lifePolicy(partner: Pick<Partner, 'firstContact'> | undefined, defaults: ClaimDefaults): LifePolicy {
  const own = partner?.firstContact ?? {}
  return {
    targetMinutes: own.targetMinutes ?? defaults.targetMinutes,
    emergencyTargetMinutes: defaults.emergencyTargetMinutes,
    emergencyRealerts: EMERGENCY_REALERTS,
    rerouteAfterMinutes: own.rerouteAfterMinutes ?? defaults.rerouteAfterMinutes,
    reroute: own.reroute !== false,
  }
}

/**
 * The checks among a transition's effects as due instants. They count the clinic's open time
 * only, in its zone (a lead at 17:55 with a 5-minute target at a clinic closing at 18:00 is due at
 * 8:05 the next open day), because nobody can be expected to call while the clinic is shut. A
 * check the clinic has no open time for within a year is left out.
 */
export function dueChecks(
  partner: Pick<Partner, 'openingHours' | 'state'>,
  effects: readonly LifeEffect[],
  from: number,
): Array<{ step: CheckStep; round: number; runAt: Date }> {
  const hours = hoursOf(partner)
  return effects.flatMap((e) => {
    if (e.kind !== 'schedule') return []
    const due = addOpenTime(hours, from, Math.round(e.minutes * 60_000))
    return due === null ? [] : [{ step: e.step, round: e.round, runAt: new Date(due) }]
  })
}

/**
 * When a lead that reached `partner` at `from` is first alerted again and when its last step is
 * due: what the lead's life queues on arrival (leadLife.ts), for a routine network lead unless
 * `lead` says otherwise. The clinic's own settings win over the defaults; a clinic outside the
 * network never loses a network lead (no last step).
 */
export function claimDueTimes(
  partner: PolicyPartner,
  from: number,
  defaults: ClaimDefaults,
  lead: Pick<LeadFacts, 'urgency' | 'origin'> = { urgency: null, origin: 'network' },
): ClaimDueTimes {
  const facts: LeadFacts = { status: 'new', clinicId: 'clinic', claimedBy: null, visitStart: null, ...lead }
  const due = dueChecks(partner, transition(facts, { type: 'submitted' }, from, lifePolicy(partner, defaults)).effects, from)
  const at = (step: CheckStep) => due.find((d) => d.step === step)?.runAt.getTime() ?? null
  return { escalateAt: at('escalate'), rerouteAt: at('reroute') }
}
