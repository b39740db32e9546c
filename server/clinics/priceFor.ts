import type { Service } from '../../src/schemas/services'
import type { Partner } from './Partner'

/** Dogs heavier than this count as large in every partner's price table. */
export const LARGE_DOG_LBS = 40

/**
 * The partner's own price range for this pet, [from, to] in dollars: the cat column for a cat,
 * else the dog column by weight. Undefined when the partner does not offer the service.
 */
export function priceFor(p: Partner, service: Service, petType: string, weightLbs: number): readonly [number, number] | undefined {
  const row = p.services[service]
  if (!row) return undefined
  if (petType.toLowerCase() === 'cat') return row.cat
  return weightLbs > LARGE_DOG_LBS ? row.dogLarge : row.dogSmall
}
