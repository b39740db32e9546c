import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { dentalSubmissionSchema } from '../schemas/dentalSubmission'
import { buildDentalPayload } from './buildDentalPayload'
import { sampleContact, samplePet } from './sampleOwner'

const values = { ...samplePet, ...sampleContact, breeds: ['Beagle', 'Poodle'], additional_info: 'bad breath' }

describe('buildDentalPayload', () => {
  it('builds the /dentipet body with zip_code and no clinic', () => {
    const p = buildDentalPayload(values)
    const { breeds: _b, ...sentAsTyped } = values
    expect(p).toEqual({ ...sentAsTyped, primary_breed: 'Beagle', secondary_breed: 'Poodle', image_url: '' })
    expect(p).toMatchObject({ pet_name: 'Rex', zip_code: '94566', additional_info: 'bad breath' })
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
