import type { Service } from '../../src/schemas/services'

/** A price range in US dollars: [from, to]. */
export type PriceRange = readonly [number, number]

/** Per service, for a dog by weight class and for a cat. */
export interface PriceTable {
  clinicName?: string
  services: Record<Service, { dogSmall: PriceRange; dogLarge: PriceRange; cat: PriceRange }>
}

/**
 * Low-cost estimates a clinic group can start from; each clinic overrides with its own table.
 * Ballpark figures for low-cost programs in the US, not quotes.
 */
export const defaultPrices: PriceTable = {
  services: {
    spay_neuter: { dogSmall: [150, 300], dogLarge: [200, 450], cat: [75, 200] },
    vaccination: { dogSmall: [20, 60], dogLarge: [20, 60], cat: [20, 50] },
    euthanasia: { dogSmall: [75, 200], dogLarge: [100, 300], cat: [75, 175] },
    microchipping: { dogSmall: [25, 50], dogLarge: [25, 50], cat: [25, 50] },
    dental_care: { dogSmall: [300, 700], dogLarge: [400, 900], cat: [300, 700] },
    mass_tumor_evaluation: { dogSmall: [75, 250], dogLarge: [75, 250], cat: [75, 250] },
    skin_rash: { dogSmall: [60, 180], dogLarge: [70, 220], cat: [60, 180] },
    wellness_exam: { dogSmall: [45, 80], dogLarge: [45, 80], cat: [45, 80] },
    lameness_mobility: { dogSmall: [80, 300], dogLarge: [100, 400], cat: [80, 300] },
    ear_eye_issues: { dogSmall: [60, 180], dogLarge: [60, 200], cat: [60, 180] },
    weight_issues: { dogSmall: [50, 150], dogLarge: [50, 150], cat: [50, 150] },
  },
}

/** Clinic-specific tables by clinic id; empty until a clinic sends its own. */
export const clinicPrices: Record<string, PriceTable> = {}

/** The estimate for one request: the clinic's table, else the default; dogs over 40 lbs count as large. */
export function priceFor(clinicId: string | null | undefined, service: Service, petType: string, weightLbs: number): PriceRange {
  const table = (clinicId && clinicPrices[clinicId.toLowerCase()]) || defaultPrices
  const row = table.services[service]
  if (petType.toLowerCase() === 'cat') return row.cat
  return weightLbs > 40 ? row.dogLarge : row.dogSmall
}
