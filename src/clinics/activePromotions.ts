import type { Promotion } from './Clinic'

/** The promotions valid on `today` (YYYY-MM-DD), both ends of their window included. */
export function activePromotions(promotions: readonly Promotion[] | undefined, today: string): Promotion[] {
  return (promotions ?? []).filter((p) => p.validFrom <= today && today <= p.validTo)
}
