import { describe, expect, it } from 'vitest'
import { leadsPath } from './leadsPath'

describe('leadsPath', () => {
  it('leaves out empty filters and encodes the search', () => {
    expect(leadsPath({ status: '', kind: '', urgency: '', q: '' }, null, false)).toBe('leads')
    expect(leadsPath({ status: 'new', kind: 'low_cost', urgency: '', q: 'Dana & Rex' }, null, false)).toBe(
      'leads?status=new&kind=low_cost&q=Dana+%26+Rex',
    )
  })
  it('adds the cursor and the network queue', () => {
    expect(leadsPath({ status: '', kind: '', urgency: 'emergency', q: '' }, 'abc=/1', true)).toBe(
      'leads?urgency=emergency&cursor=abc%3D%2F1&queue=1',
    )
  })
})
