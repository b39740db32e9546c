import * as v from 'valibot'
import {
  birthdayField,
  clinicIdField,
  emailField,
  genderField,
  imageUrlField,
  nameList,
  neuteredField,
  optionalText,
  petTypeField,
  phoneField,
  requiredText,
  weightField,
  zipField,
} from './fields'
import { dangerSignsField } from './dangerSigns'
import { attributionField } from './attribution'
import { widgetField } from './funnel'
import { smsConsentField } from './smsConsent'

/** POST /pet: the pet health assessment submission, field names exactly as sent. */
export const petAssessmentSchema = v.strictObject({
  pet_name: requiredText(),
  pet_type: petTypeField,
  primary_breed: requiredText(),
  secondary_breed: optionalText(120),
  weight: weightField,
  gender: genderField,
  birthday: birthdayField,
  neutered_or_spayed: neuteredField,
  medications: nameList,
  allergies: nameList,
  health_conditions: nameList,
  additional_info: optionalText(4000),
  owner_name: requiredText(),
  email: emailField,
  zip_code: zipField,
  phone_number: phoneField,
  sms_consent: smsConsentField,
  danger_signs: dangerSignsField,
  // Where the owner came from and the widget they used (issue 36): optional, never shown to the owner.
  attribution: attributionField,
  widget: widgetField,
  image_url: imageUrlField,
  clinic_id: v.optional(clinicIdField),
})

export type PetAssessmentInput = v.InferInput<typeof petAssessmentSchema>
