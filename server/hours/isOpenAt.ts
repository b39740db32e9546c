import type { Partner } from '../db/Partner'
import { hoursOf } from './hoursOf'
import { nextOpening } from './nextOpening'

/**
 * Whether the partner is open at `at` (epoch ms), by its hours (hoursOf: a clinic that gave none
 * is open around the clock). The one home of "open now": the emergency hospital an owner is sent
 * to and the partner a lead is re-routed to are both open at the instant they are chosen.
 */
export function isOpenAt(p: Pick<Partner, 'openingHours' | 'state'>, at: number): boolean {
  return nextOpening(hoursOf(p), at) === at
}
