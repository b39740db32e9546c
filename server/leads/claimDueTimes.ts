import { addOpenTime } from '../hours/addOpenTime'
import { hoursOf } from '../hours/hoursOf'
import type { Partner } from '../db/Partner'
import type { ClaimDefaults } from './claimDefaults'

/** When an unclaimed lead is escalated, and re-routed (null: never), as instants in ms. */
export interface ClaimDueTimes {
  escalateAt: number | null
  rerouteAt: number | null
}

/**
 * When a lead that reached `partner` at `from` is due for its second alert and for re-routing.
 * Both count the clinic's open time only, in its zone (a lead at 17:55 with a 5-minute target at
 * a clinic closing at 18:00 is due at 8:05 the next open day), because nobody can be expected to
 * call while the clinic is shut. The clinic's own settings win over the defaults; a clinic that
 * turns re-routing off (outside the network) is never re-routed. Null where the clinic has no
 * open time within a year.
 */
export function claimDueTimes(
  partner: Pick<Partner, 'openingHours' | 'state' | 'firstContact'>,
  from: number,
  defaults: ClaimDefaults,
): ClaimDueTimes {
  const hours = hoursOf(partner)
  const own = partner.firstContact ?? {}
  const target = own.targetMinutes ?? defaults.targetMinutes
  const reroute = own.rerouteAfterMinutes ?? defaults.rerouteAfterMinutes
  return {
    escalateAt: addOpenTime(hours, from, Math.round(target * 60_000)),
    rerouteAt: own.reroute === false ? null : addOpenTime(hours, from, Math.round(reroute * 60_000)),
  }
}
