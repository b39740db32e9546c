import * as v from 'valibot'
import { en } from '../text/en'
import { DANGER_SIGNS } from './dangerSigns'
import {
  birthdayField,
  emailField,
  GENDERS,
  NEUTERED,
  nameList,
  optionalText,
  PET_TYPES,
  phoneField,
  requiredText,
  weightField,
  zipField,
} from './fields'

const m = en.messages

/**
 * The value schema of every field an owner fills, keyed by the form field's name. Forms and
 * steps pick from this one table (see `pickSchema`), so a rule is written once.
 */
export const formFields = {
  pet_name: requiredText(),
  pet_type: v.picklist(PET_TYPES, m.required),
  breeds: v.pipe(v.array(v.string()), v.minLength(1, m.required), v.maxLength(2, m.maxBreeds)),
  weight: weightField,
  gender: v.picklist(GENDERS, m.required),
  birthday: birthdayField,
  neutered_or_spayed: v.picklist(NEUTERED, m.required),
  medications: nameList,
  allergies: nameList,
  health_conditions: nameList,
  additional_info: optionalText(4000),
  doctor_notes: optionalText(4000),
  photo: v.nullish(v.instance(Blob)),
  zip_code: zipField,
  owner_name: requiredText(),
  email: emailField,
  phone_number: phoneField,
  // A checkbox's boolean; the entity schemas (smsConsentField) also read a multipart form's string.
  sms_consent: v.optional(v.boolean()),
  ack: v.optional(v.boolean()),
  // The ticked boxes of the danger-sign checklist; none ticked is an empty list, never an error.
  danger_signs: v.optional(v.array(v.picklist(DANGER_SIGNS)), []),
  consent: v.literal(true, m.consent),
  issue: requiredText(400),
}

export type FormFieldName = keyof typeof formFields
