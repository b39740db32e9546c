import * as v from 'valibot'
import {
  birthdayField,
  clinicIdField,
  emailField,
  imageUrlField,
  optionalText,
  petTypeField,
  phoneField,
  requiredText,
  zipField,
} from './fields'
import { dangerSignsField } from './dangerSigns'
import { attributionField } from './attribution'
import { widgetField } from './funnel'
import { smsConsentField } from './smsConsent'

/**
 * POST /pet/dentipet_pet and /pet/check_dental_ai: the dental submission, field names exactly as sent.
 * zip_code comes from the single-page form only; doctor_notes from the kiosk only.
 */
export const dentalSubmissionSchema = v.strictObject({
  pet_name: requiredText(),
  pet_type: petTypeField,
  primary_breed: requiredText(),
  secondary_breed: optionalText(120),
  birthday: birthdayField,
  additional_info: optionalText(4000),
  doctor_notes: v.optional(optionalText(4000)),
  owner_name: requiredText(),
  email: emailField,
  phone_number: phoneField,
  sms_consent: smsConsentField,
  danger_signs: dangerSignsField,
  // Where the owner came from and the widget they used (issue 36): optional, never shown to the owner.
  attribution: attributionField,
  widget: widgetField,
  zip_code: v.optional(zipField),
  image_url: imageUrlField,
  clinic_id: v.optional(clinicIdField),
})

export type DentalSubmissionInput = v.InferInput<typeof dentalSubmissionSchema>
