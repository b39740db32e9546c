import { describe, expect, it } from 'vitest'
import { activePromotions } from './activePromotions'

const special = { title: 'Dental month special', text: '$200 off dental care', validFrom: '2024-09-01', validTo: '2024-09-30' }

describe('activePromotions', () => {
  it('shows a promotion only inside its window, both ends included', () => {
    expect(activePromotions([special], '2024-08-31')).toEqual([])
    expect(activePromotions([special], '2024-09-01')).toEqual([special])
    expect(activePromotions([special], '2024-09-15')).toEqual([special])
    expect(activePromotions([special], '2024-09-30')).toEqual([special])
    expect(activePromotions([special], '2024-10-01')).toEqual([])
  })
  it('copes with a clinic without promotions', () => {
    expect(activePromotions(undefined, '2024-09-15')).toEqual([])
  })
})
