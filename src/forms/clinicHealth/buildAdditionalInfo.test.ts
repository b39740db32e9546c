import { describe, expect, it } from 'vitest'
import { buildPetPayload } from '../../submission/buildPetPayload'
import { buildAdditionalInfo } from './buildAdditionalInfo'

describe('buildAdditionalInfo', () => {
  it("prefixes the chosen issue with 'i need help with ' and appends the free text", () => {
    expect(buildAdditionalInfo('skin problems, itching or hair loss', 'Scratching at night')).toBe(
      'i need help with skin problems, itching or hair loss Scratching at night',
    )
  })
  it('has no trailing space without free text', () => {
    expect(buildAdditionalInfo('vomiting', '  ')).toBe('i need help with vomiting')
  })
  it('ends up in the /pet payload with clinic_id', () => {
    const body = buildPetPayload(
      {
        pet_name: 'Rex',
        pet_type: 'dog',
        breeds: ['Beagle'],
        weight: '20',
        gender: 'male',
        birthday: '2020-01-01',
        neutered_or_spayed: 'no',
        zip_code: '94566',
        owner_name: 'Dana',
        email: 'd@example.com',
        phone_number: '123',
      },
      'willow',
      buildAdditionalInfo('vomiting', 'since Monday'),
    )
    expect(body).toMatchObject({
      clinic_id: 'willow',
      additional_info: 'i need help with vomiting since Monday',
      secondary_breed: '',
      image_url: '',
    })
  })
})
