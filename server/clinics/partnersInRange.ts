import type { Service } from '../../src/schemas/services'
import { milesBetween } from './milesBetween'
import type { Match } from '../db/Route'
import { activeOrNone } from '../db/activeOrNone'
import type { Partner } from './Partner'
import type { Point } from './zipPoint'

/** What a lead asks a partner for: a low-cost service, or to follow up an assessment. */
export type Need = { service: Service } | { assessment: 'health' | 'dental' }

export type { Match }

/** Whether `p` offers what the lead needs. */
export function offers(p: Partner, need: Need): boolean {
  return 'service' in need ? need.service in p.services : p.assessments.includes(need.assessment)
}

/**
 * The active partners whose service radius covers `owner` and that offer `need`, nearest first
 * (ties broken by id, so the same request always picks the same partner).
 */
export function partnersInRange(partners: readonly Partner[], owner: Point, need: Need): Match[] {
  return partners
    .filter((p) => activeOrNone(p) && offers(p, need))
    .map((partner) => ({ partner, miles: milesBetween(owner, partner) }))
    .filter((m) => m.miles <= m.partner.radiusMiles)
    .sort((a, b) => a.miles - b.miles || a.partner.id.localeCompare(b.partner.id))
}
