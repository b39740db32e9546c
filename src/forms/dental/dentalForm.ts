import type * as v from 'valibot'
import { fieldForm } from '../../fields/fieldForm'

/** /dentipet: shorter than /main_form (no weight, gender, neutered or medical block). */
export const dentalForm = fieldForm([
  'pet_name',
  'pet_type',
  'breeds',
  'birthday',
  'additional_info',
  'danger_signs',
  'photo',
  'owner_name',
  'email',
  'zip_code',
  'phone_number',
  'sms_consent',
  'ack',
])

/** What the owner fills on /dentipet: the rules of the fields the form shows. */
export type DentalValues = v.InferOutput<typeof dentalForm.schema>
