import type { FormFieldName } from './formFields'

/** What each field of the shared table holds before the owner touches it. */
const emptyValues: Record<FormFieldName, unknown> = {
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
  doctor_notes: '',
  photo: null,
  zip_code: '',
  owner_name: '',
  email: '',
  phone_number: '',
  sms_consent: false,
  ack: false,
  danger_signs: [],
  consent: false,
  issue: '',
}

/** A fresh form's values: the listed fields, each empty (an unticked box, no photo, no names picked). */
// @__NO_SIDE_EFFECTS__
export function pickDefaults(names: readonly FormFieldName[]): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const n of names) values[n] = emptyValues[n]
  return values
}
