import type * as v from 'valibot'
import { pickSchema } from '../../schemas/pickSchema'

/** What the owner fills on /main_form. */
export const healthSchema = pickSchema([
  'pet_name',
  'pet_type',
  'breeds',
  'weight',
  'gender',
  'birthday',
  'neutered_or_spayed',
  'medications',
  'allergies',
  'health_conditions',
  'additional_info',
  'photo',
  'zip_code',
  'owner_name',
  'email',
  'phone_number',
  'sms_consent',
  'ack',
])

export type HealthValues = v.InferOutput<typeof healthSchema>

/** A fresh form. */
export const healthDefaults = {
  pet_name: '',
  pet_type: '',
  breeds: [],
  weight: '',
  gender: '',
  birthday: '',
  neutered_or_spayed: '',
  medications: [],
  allergies: [],
  health_conditions: [],
  additional_info: '',
  photo: null,
  zip_code: '',
  owner_name: '',
  email: '',
  phone_number: '',
  sms_consent: false,
  ack: false,
}
