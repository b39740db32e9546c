import type { Route } from '../db/Route'
import { partnersInRange, type Need } from './partnersInRange'
import type { Partner } from './Partner'
import { zipPoint } from './zipPoint'

export type { Route }

/**
 * Routes a lead without a clinic to the nearest active partner whose radius covers the owner's
 * ZIP code and that offers the service or assessment. A ZIP code the data set does not know goes
 * to the network queue rather than to a guess: a wrong clinic a hundred miles off is worse than
 * a person at PetLead reading it (README "Routing").
 */
export function routeLead(partners: readonly Partner[], zip: string, need: Need): Route {
  const owner = zipPoint(zip)
  if (!owner) return { clinicId: null, rule: 'unknown zip', miles: null, matches: [] }
  const matches = partnersInRange(partners, owner, need)
  const first = matches[0]
  if (!first) return { clinicId: null, rule: 'none in range', miles: null, matches }
  return { clinicId: first.partner.id, rule: 'nearest in range', miles: Math.round(first.miles * 10) / 10, matches }
}
