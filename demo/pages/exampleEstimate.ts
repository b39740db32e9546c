import type { Queryable } from '../../server/db/db'
import { activePartners } from '../../server/db/clinicsRepo'
import { LARGE_DOG_LBS, priceFor } from '../../server/clinics/priceFor'

/** The landing page's example: a price a partner really quotes. */
export interface ExampleEstimate {
  clinic: string
  price: readonly [number, number]
  /** The dog's weight the price is for: up to this many lbs. */
  lbs: number
}

/**
 * The landing page's example estimate, read when the page is served from the same price tables the
 * service request's estimate reads (priceFor): dental care for a dog of up to 40 lbs at the first
 * active partner offering it. Null when none does: the page then shows no price rather than an
 * invented one.
 */
export async function exampleEstimate(q: Queryable): Promise<ExampleEstimate | null> {
  for (const p of await activePartners(q)) {
    const price = priceFor(p, 'dental_care', 'dog', LARGE_DOG_LBS)
    if (price) return { clinic: p.name, price, lbs: LARGE_DOG_LBS }
  }
  return null
}
