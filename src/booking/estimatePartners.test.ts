import { describe, expect, it } from 'vitest'
import { estimatePartners } from './estimatePartners'

describe('estimatePartners', () => {
  it("reads the estimate's partners in order, names unescaped", () => {
    const html =
      '<ol class="petlead-partners"><li data-clinic="willow"><strong>Willow &amp; Oak</strong> 2.1 miles</li><li data-clinic="pleasanton"><strong>Pleasanton</strong></li></ol>'
    expect(estimatePartners(html)).toEqual([
      { id: 'willow', name: 'Willow & Oak' },
      { id: 'pleasanton', name: 'Pleasanton' },
    ])
  })
  it('an emergency offers no slot, and an estimate without partners none', () => {
    expect(estimatePartners('<div class="petlead-emergency" role="alert"></div><li data-clinic="w"><strong>W</strong></li>')).toEqual([])
    expect(estimatePartners('<p class="petlead-none">No partner here yet</p>')).toEqual([])
  })
})
