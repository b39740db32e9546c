import { partnersInRange, type Match, type Need } from './partnersInRange'
import type { Partner } from './Partner'
import { zipPoint } from './zipPoint'

/** Where a lead goes and why; `clinicId` null means PetLead's network queue. */
export interface Route {
  clinicId: string | null
  rule: 'clinic form' | 'unknown clinic' | 'nearest in range' | 'none in range' | 'unknown zip'
  /** Miles from the owner's ZIP code to the partner; null when not measured. */
  miles: number | null
  /** Every partner in range that offers the need, nearest first (the estimate lists three). */
  matches: Match[]
}

/**
 * Routes a lead without a clinic to the nearest active partner whose radius covers the owner's
 * ZIP code and that offers the service or assessment. A ZIP code the data set does not know goes
 * to the network queue rather than to a guess: a wrong clinic a hundred miles off is worse than
 * a person at PetLead reading it (issue 12 leaves this call to us; README "Routing").
 */
export function routeLead(partners: readonly Partner[], zip: string, need: Need): Route {
  const owner = zipPoint(zip)
  if (!owner) return { clinicId: null, rule: 'unknown zip', miles: null, matches: [] }
  const matches = partnersInRange(partners, owner, need)
  const first = matches[0]
  if (!first) return { clinicId: null, rule: 'none in range', miles: null, matches }
  return { clinicId: first.partner.id, rule: 'nearest in range', miles: Math.round(first.miles * 10) / 10, matches }
}
