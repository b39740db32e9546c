import { describe, expect, it } from 'vitest'
import { withComplaint } from '../clinics/withComplaint'
import { validLowCost, validPet } from '../testing/payloads'
import { leadMail } from './leadMail'

/**
 * The clinic's lead e-mail reads like a form a front desk fills in: human labels from the one
 * table, the service named, a link to the lead in the workspace, the complaint as separate items.
 */
const ID = '0b9c7d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e'

describe("the clinic's lead e-mail", () => {
  it('labels every field in words and links to the lead in the workspace', () => {
    const m = leadMail({
      to: 'desk@willow.example.org',
      kind: 'low_cost',
      id: ID,
      clinicName: 'Willow',
      data: { ...validLowCost(), service: 'dental_care', analizeAi: true, neutered_or_payed: 'no' },
      publicUrl: 'https://petlead.example.org/',
    })
    expect(m.subject).toBe('New lead: Low-cost service request: Dental care (Willow)')
    expect(m.text).toContain(`Open the lead in your workspace: https://petlead.example.org/workspace/leads/${ID}`)
    expect(m.html).toContain(`<a href="https://petlead.example.org/workspace/leads/${ID}">Open the lead in your workspace</a>`)
    expect(m.text).toContain('Service: Dental care')
    expect(m.text).toContain('Spayed or neutered: No')
    expect(m.text).toContain('AI photo analysis wanted: Yes')
    expect(m.html).toContain('<th align="left">Pet name</th>')
    for (const raw of [
      'pet_name',
      'neutered_or_payed',
      'Neutered Or Payed',
      'analizeAi',
      'AnalizeAi',
      'Service dental_care',
      'dental_care',
    ]) {
      expect(m.text, raw).not.toContain(raw)
      expect(m.html, raw).not.toContain(raw)
    }
  })

  it("shows a clinic form's complaint as separate items", () => {
    const data = withComplaint({
      ...validPet(),
      clinic_id: 'willow',
      additional_info: 'i need help with skin problems, itching or hair loss Limping on the left hind leg since Sunday',
    })
    expect(data.complaint).toEqual({ issue: 'skin problems, itching or hair loss', details: 'Limping on the left hind leg since Sunday' })
    const m = leadMail({ to: 'desk@willow.example.org', kind: 'health', id: ID, data })
    expect(m.text).toContain(
      "Needs help with: skin problems, itching or hair loss\nIn the owner's words: Limping on the left hind leg since Sunday",
    )
    expect(m.text).not.toContain('hair loss Limping')
  })

  it('leaves text it cannot split, and the issue alone, as they came', () => {
    expect(withComplaint({ additional_info: 'Bad breath for a month' })).toEqual({ additional_info: 'Bad breath for a month' })
    expect(withComplaint({ additional_info: 'i need help with a lump, bump or swelling' }).complaint).toEqual({
      issue: 'a lump, bump or swelling',
      details: '',
    })
  })
})
