import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { petAssessmentSchema } from '../schemas/petAssessment'
import { buildPetPayload } from './buildPetPayload'
import { sampleContact, samplePet } from './sampleOwner'

const values = {
  ...samplePet,
  ...sampleContact,
  weight: '20',
  gender: 'male' as const,
  neutered_or_spayed: 'no' as const,
  additional_info: 'coughing',
}

describe('buildPetPayload', () => {
  it("uses the spec's field names: one breed leaves secondary_breed '', image_url starts ''", () => {
    const p = buildPetPayload(values)
    const { breeds: _b, ...sentAsTyped } = values
    expect(p).toEqual({
      ...sentAsTyped,
      primary_breed: 'Beagle',
      secondary_breed: '',
      medications: [],
      allergies: [],
      health_conditions: [],
      image_url: '',
    })
    expect(p).toMatchObject({ pet_name: 'Rex', weight: '20', gender: 'male', zip_code: '94566' })
    expect(v.safeParse(petAssessmentSchema, p).success).toBe(true)
  })
  it('adds clinic_id and a composed additional_info for clinic forms', () => {
    const p = buildPetPayload({ ...values, breeds: ['Beagle', 'Poodle'] }, 'willow', 'i need help with itching coughing')
    expect(p).toMatchObject({
      primary_breed: 'Beagle',
      secondary_breed: 'Poodle',
      clinic_id: 'willow',
      additional_info: 'i need help with itching coughing',
    })
  })
})
