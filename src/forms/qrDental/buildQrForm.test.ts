import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { buildQrForm } from './buildQrForm'
import { sampleContact } from '../../submission/sampleOwner'
import { qrDefaults, qrSchema } from './schema'

const filled = {
  ...qrDefaults,
  ...sampleContact,
  owner_name: ' Dana ',
  pet_name: 'Rex',
  pet_type: 'Dog',
  breed: 'Beagle',
  bad_breath: '4',
  additional_info: 'Red gums',
  // Chosen by the owner: the field starts empty.
  birthday: '2005-07-21',
}

describe('QR dental check', () => {
  it('sends every spec field name, twice where the spec says so', () => {
    const values = v.parse(qrSchema, { ...filled, photo: new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }) })
    const form = buildQrForm(values)
    const { photo, ...text } = Object.fromEntries(form.entries())
    expect(text).toEqual({
      owner_name: 'Dana',
      petName: 'Rex',
      pet_name: 'Rex',
      email: 'dana@example.com',
      phone_number: '9255550123',
      pet_type: 'Dog',
      breed: 'Beagle',
      primary_breed: 'Beagle',
      birthdate: '2005-07-21',
      bad_breath: '4',
      additional_info: 'Red gums',
    })
    expect((photo as File).name).toBe('foto.jpg')
  })

  it('leaves the photo part out when there is none', () => {
    expect(buildQrForm(v.parse(qrSchema, filled)).has('photo')).toBe(false)
  })

  it("asks for the breath rating with the spec's message", () => {
    const r = v.safeParse(qrSchema, { ...filled, bad_breath: null })
    expect(r.success).toBe(false)
    expect(r.issues?.[0].message).toBe("Please rate your pet's breath from 1 to 5.")
    expect(v.safeParse(qrSchema, { ...filled, bad_breath: '6' }).success).toBe(false)
  })

  it('refuses a phone with anything but digits and a birthday after today', () => {
    expect(v.safeParse(qrSchema, { ...filled, phone_number: '925-555' }).success).toBe(false)
    expect(v.safeParse(qrSchema, { ...filled, birthday: '2999-01-01' }).success).toBe(false)
  })
})
