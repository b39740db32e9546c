import type { FieldName } from '../../fields/FormField'

/** /dentipet: shorter than /main_form (no weight, gender, neutered or medical block). */
export const dentalFields = [
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
] as const satisfies readonly FieldName[]
