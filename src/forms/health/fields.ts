import type { FieldName } from '../../fields/FormField'

/** /main_form, in the order the widget contract lists its fields. */
export const healthFields = [
  'pet_name',
  'pet_type',
  'breeds',
  'weight',
  'gender',
  'birthday',
  'neutered_or_spayed',
  'medical',
  'additional_info',
  'photo',
  'zip_code',
  'owner_name',
  'email',
  'phone_number',
  'sms_consent',
  'ack',
] as const satisfies readonly FieldName[]
