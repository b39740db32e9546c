import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { lowCostRequestSchema } from '../../schemas/lowCostRequest'
import { buildLowCostPayload } from './buildLowCostPayload'
import { steps, wizardDefaults, type WizardValues } from './steps'

const filled: WizardValues = {
  ...wizardDefaults,
  zip_code: '94103',
  pet_name: ' Rex ',
  service: 'skin_rash',
  request: ' itchy paws ',
  analizeAi: true,
  pet_type: 'dog',
  breeds: ['Beagle', 'Poodle'],
  weight: '12.5',
  gender: 'male',
  neutered_or_spayed: 'yes',
  birthday: '2019-04-02',
  owner_name: 'Ana Diaz',
  phone_number: '5551234567',
  email: 'ana@example.com',
}
const urls = { imageUrl: 'https://f/1.jpg', imageQuoteUrl: 'https://f/2.jpg' }

describe('buildLowCostPayload', () => {
  it('sends the ticked danger signs beside a treatment box, and none for a fixed service, whose step shows no checklist', () => {
    const ticked = { ...filled, danger_signs: ['seizure' as const] }
    expect(buildLowCostPayload(ticked, urls).danger_signs).toEqual(['seizure'])
    expect(buildLowCostPayload({ ...ticked, service: 'vaccination' }, urls)).not.toHaveProperty('danger_signs')
    expect(buildLowCostPayload(filled, urls)).not.toHaveProperty('danger_signs')
  })

  it('sends exactly the spec field names, valid for the shared schema', () => {
    const p = buildLowCostPayload(filled, urls)
    expect(p).toEqual({
      zip_code: '94103',
      pet_name: 'Rex',
      service: 'skin_rash',
      pet_type: 'dog',
      pet_breeds: ['Beagle', 'Poodle'],
      weight: '12.5',
      gender: 'male',
      neutered_or_payed: 'yes',
      owner_name: 'Ana Diaz',
      phone_number: '5551234567',
      email: 'ana@example.com',
      imageUrl: 'https://f/1.jpg',
      imageQuoteUrl: 'https://f/2.jpg',
      analizeAi: true,
      birthday: '2019-04-02',
      request: 'itchy paws',
    })
    expect(v.safeParse(lowCostRequestSchema, p).success).toBe(true)
  })

  it('spay_neuter sends sterilized "no" and no treatment text, AI analysis or affected-area photo', () => {
    const p = buildLowCostPayload({ ...filled, service: 'spay_neuter', neutered_or_spayed: '' }, urls)
    expect(p).toMatchObject({ neutered_or_payed: 'no', analizeAi: false, imageUrl: '', request: '', imageQuoteUrl: 'https://f/2.jpg' })
    expect(v.safeParse(lowCostRequestSchema, p).success).toBe(true)
  })

  it('without AI analysis sends no affected-area photo but keeps the treatment text', () => {
    expect(buildLowCostPayload({ ...filled, analizeAi: false }, urls)).toMatchObject({
      analizeAi: false,
      imageUrl: '',
      request: 'itchy paws',
    })
  })

  it('photos are optional: empty urls are sent as ""', () => {
    expect(buildLowCostPayload(filled, { imageUrl: '', imageQuoteUrl: '' })).toMatchObject({ imageUrl: '', imageQuoteUrl: '' })
  })
})

describe('step schemas', () => {
  const check = (index: number, values: Partial<WizardValues>) => {
    const r = v.safeParse(steps[index].schema, { ...wizardDefaults, ...values })
    return r.success ? [] : r.issues.map((i) => i.message)
  }

  it('has fifteen steps in the spec order with the result last', () => {
    expect(steps.map((s) => s.id)).toEqual([
      'zip',
      'pet',
      'service',
      'type',
      'breeds',
      'weight',
      'gender',
      'neutered',
      'birthday',
      'owner',
      'phone',
      'email',
      'photo',
      'quote',
      'result',
    ])
  })

  it('every question step says "This field is required *" when blank', () => {
    for (let i = 0; i < 12; i++) expect(check(i, {}), steps[i].id).toEqual(['This field is required *'])
    expect(check(0, { zip_code: '   ' })).toEqual(['This field is required *'])
  })

  it('photo steps are optional', () => {
    expect(check(12, {})).toEqual([])
    expect(check(13, {})).toEqual([])
  })

  it('zip, phone and weight are numeric; breeds at most two', () => {
    expect(check(0, { zip_code: '94a03' })).toEqual(['Use digits only'])
    expect(check(10, { phone_number: '555-1234' })).toEqual(['Use digits only'])
    expect(check(5, { weight: 'ten' })).toEqual(['Use digits only'])
    expect(check(4, { breeds: ['A', 'B', 'C'] })).toEqual(['Choose at most 2 breeds'])
    expect(check(4, { breeds: ['A'] })).toEqual([])
  })

  it('the service step accepts only the enumeration; treatment text and AI tick are optional', () => {
    expect(check(2, { service: 'grooming' })).toEqual(['This field is required *'])
    expect(check(2, { service: 'dental_care' })).toEqual([])
  })
})
