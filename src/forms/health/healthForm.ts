import type * as v from 'valibot'
import { fieldForm } from '../../fields/fieldForm'

/** /main_form, in the order the widget contract lists its fields; `medical` holds medications, allergies and conditions. */
export const healthForm = fieldForm([
  'pet_name',
  'pet_type',
  'breeds',
  'weight',
  'gender',
  'birthday',
  'neutered_or_spayed',
  'medical',
  'additional_info',
  'danger_signs',
  'photo',
  'zip_code',
  'owner_name',
  'email',
  'phone_number',
  'sms_consent',
  'ack',
])

/** What the owner fills on /main_form. */
export type HealthValues = v.InferOutput<typeof healthForm.schema>
