import type * as v from 'valibot'
import { pickSchema } from '../../schemas/pickSchema'
import { dentalFields } from './fields'

/** What the owner fills on /dentipet: the rules of the fields the form shows. */
export const dentalSchema = pickSchema(dentalFields)

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
