import type * as v from 'valibot'
import { pickSchema } from '../../schemas/pickSchema'

/** What the owner fills on /dentipet. */
export const dentalSchema = pickSchema([
  'pet_name',
  'pet_type',
  'breeds',
  'birthday',
  'additional_info',
  'photo',
  'owner_name',
  'email',
  'zip_code',
  'phone_number',
  'sms_consent',
  'ack',
])

export type DentalValues = v.InferOutput<typeof dentalSchema>

export const dentalDefaults = {
  pet_name: '',
  pet_type: '',
  breeds: [],
  birthday: '',
  additional_info: '',
  photo: null,
  owner_name: '',
  email: '',
  zip_code: '',
  phone_number: '',
  sms_consent: false,
  ack: false,
}
