import { describe, expect, it } from 'vitest'
import { announceLead } from './announceLead'

const triage = (urgency: 'emergency' | 'soon' | 'routine') => ({ urgency, emergency: null, watch: null })
const booking = { booking_id: 'b1', clinic: { id: 'willow', name: 'Willow', phone: '555' }, start: '2030-01-01T10:00:00Z' }

describe('announceLead', () => {
  it("emits submitted with the lead's urgency, then booked at the visit's clinic keeping that urgency", () => {
    const emitted: unknown[] = []
    const page: { dataLayer?: unknown[] } = {}
    const told = announceLead('service-request', null, false, (name, detail) => emitted.push([name, detail]), page)
    // form_low_cost answers the triage beside `content` (the estimate's HTML).
    told('submitted', { content: '<p>estimate</p>', triage: triage('soon') })
    told('booked', { content: booking })
    expect(emitted).toEqual([
      ['submitted', { form: 'service-request', clinic: null, urgency: 'soon' }],
      ['booked', { form: 'service-request', clinic: 'willow', urgency: 'soon' }],
    ])
    // Without the option, the page's dataLayer is not touched.
    expect(page.dataLayer).toBeUndefined()
  })

  it('reads the triage inside a create answer, and sends no urgency when the server gave none', () => {
    const emitted: unknown[] = []
    const told = announceLead('clinic-dental', 'acacia', false, (name, detail) => emitted.push([name, detail]), {})
    told('submitted', { content: { _id: 'lead1', triage: triage('emergency') } })
    told('submitted', { content: { _id: 'lead2' } })
    expect(emitted).toEqual([
      ['submitted', { form: 'clinic-dental', clinic: 'acacia', urgency: 'emergency' }],
      ['submitted', { form: 'clinic-dental', clinic: 'acacia', urgency: undefined }],
    ])
  })

  it("with dataLayer, creates window.dataLayer when missing and pushes GTM's entries; an existing one is kept", () => {
    const page: { dataLayer?: unknown[] } = {}
    const told = announceLead('health', null, true, () => {}, page)
    told('submitted', { content: { _id: 'lead1', triage: triage('routine') } })
    expect(page.dataLayer).toEqual([
      { event: 'petlead_submitted', petlead_form: 'health', petlead_clinic: null, petlead_urgency: 'routine' },
    ])
    const existing: unknown[] = [{ event: 'gtm.js' }]
    const withGtm = { dataLayer: existing }
    const told2 = announceLead('clinic-dental', 'willow', true, () => {}, withGtm)
    told2('booked', { content: booking })
    expect(withGtm.dataLayer).toBe(existing)
    expect(existing).toEqual([
      { event: 'gtm.js' },
      { event: 'petlead_booked', petlead_form: 'clinic-dental', petlead_clinic: 'willow', petlead_urgency: undefined },
    ])
  })
})
