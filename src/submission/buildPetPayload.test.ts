import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { petAssessmentSchema } from '../schemas/petAssessment'
import { buildPetPayload } from './buildPetPayload'

const values = {
  pet_name: 'Rex',
  pet_type: 'dog',
  breeds: ['Beagle'],
  weight: '20',
  gender: 'male' as const,
  birthday: '2020-01-01',
  neutered_or_spayed: 'no' as const,
  additional_info: 'coughing',
  zip_code: '94566',
  owner_name: 'Dana',
  email: 'dana@example.com',
  phone_number: '9255550123',
}

describe('buildPetPayload', () => {
  it("uses the spec's field names: one breed leaves secondary_breed '', image_url starts ''", () => {
    const p = buildPetPayload(values)
    expect(p).toEqual({
      pet_name: 'Rex',
      pet_type: 'dog',
      primary_breed: 'Beagle',
      secondary_breed: '',
      weight: '20',
      gender: 'male',
      birthday: '2020-01-01',
      neutered_or_spayed: 'no',
      medications: [],
      allergies: [],
      health_conditions: [],
      additional_info: 'coughing',
      owner_name: 'Dana',
      email: 'dana@example.com',
      zip_code: '94566',
      phone_number: '9255550123',
      image_url: '',
    })
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
