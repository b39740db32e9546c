import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { dentalSubmissionSchema } from '../schemas/dentalSubmission'
import { buildDentalPayload } from './buildDentalPayload'

const values = {
  pet_name: 'Rex',
  pet_type: 'dog',
  breeds: ['Beagle', 'Poodle'],
  birthday: '2020-01-01',
  additional_info: 'bad breath',
  owner_name: 'Dana',
  email: 'dana@example.com',
  phone_number: '9255550123',
  zip_code: '94566',
}

describe('buildDentalPayload', () => {
  it('builds the /dentipet body with zip_code and no clinic', () => {
    const p = buildDentalPayload(values)
    expect(p).toEqual({
      pet_name: 'Rex',
      pet_type: 'dog',
      primary_breed: 'Beagle',
      secondary_breed: 'Poodle',
      birthday: '2020-01-01',
      additional_info: 'bad breath',
      owner_name: 'Dana',
      email: 'dana@example.com',
      phone_number: '9255550123',
      zip_code: '94566',
      image_url: '',
    })
    expect(v.safeParse(dentalSubmissionSchema, p).success).toBe(true)
  })
  it('sends staff notes as doctor_notes (kiosk) instead of additional_info', () => {
    const { zip_code: _z, ...noZip } = values
    const p = buildDentalPayload({ ...noZip, pet_type: 'Dog' }, { clinicId: 'willow-park', doctorNotes: 'tartar' })
    expect(p).toMatchObject({ pet_type: 'Dog', doctor_notes: 'tartar', clinic_id: 'willow-park' })
    expect(p).not.toHaveProperty('additional_info')
    expect(p).not.toHaveProperty('zip_code')
    expect(v.safeParse(dentalSubmissionSchema, p).success).toBe(true)
  })
})
