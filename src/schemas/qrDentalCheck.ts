import * as v from 'valibot'
import { en } from '../text/en'
import { birthdayField, emailField, optionalText, petTypeField, phoneField, requiredText } from './fields'
import { dangerSignsField } from './dangerSigns'
import { attributionField } from './attribution'
import { widgetField } from './funnel'
import { smsConsentField } from './smsConsent'

/**
 * The text parts of the QR dental check's multipart body, named as the widget sends them. Every part arrives as
 * a string; the photo travels as the `photo` file part beside them.
 */
export const qrDentalCheckSchema = v.object({
  owner_name: requiredText(),
  petName: requiredText(),
  pet_name: requiredText(),
  email: emailField,
  phone_number: phoneField,
  sms_consent: smsConsentField,
  danger_signs: dangerSignsField,
  // Where the owner came from and the widget they used (issue 36): optional, never shown to the owner.
  attribution: attributionField,
  widget: widgetField,
  pet_type: petTypeField,
  breed: requiredText(),
  primary_breed: requiredText(),
  birthdate: birthdayField,
  bad_breath: v.pipe(v.string(en.messages.breath), v.regex(/^[1-5]$/, en.messages.breath)),
  additional_info: optionalText(4000),
})
