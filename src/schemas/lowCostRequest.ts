import * as v from 'valibot'
import { en } from '../text/en'
import {
  birthdayField,
  emailField,
  genderField,
  imageUrlField,
  neuteredField,
  optionalText,
  petTypeField,
  phoneField,
  requiredText,
  weightField,
  zipField,
} from './fields'
import { optionalClinicIdSchema } from './clinicId'
import { SERVICES } from './services'
import { dangerSignsField } from './dangerSigns'
import { attributionField } from './attribution'
import { widgetField } from './funnel'
import { smsConsentField } from './smsConsent'

/** POST /form_low_cost: the service request, the contract's quirky names included. */
export const lowCostRequestSchema = v.strictObject({
  zip_code: zipField,
  pet_name: requiredText(),
  service: v.picklist(SERVICES, en.messages.stepRequired),
  pet_type: petTypeField,
  pet_breeds: v.pipe(v.array(requiredText()), v.minLength(1, en.messages.stepRequired), v.maxLength(2, en.messages.maxBreeds)),
  weight: weightField,
  gender: genderField,
  neutered_or_payed: neuteredField,
  owner_name: requiredText(),
  phone_number: phoneField,
  sms_consent: smsConsentField,
  danger_signs: dangerSignsField,
  // Where the owner came from and the widget they used (issue 36): optional, never shown to the owner.
  attribution: attributionField,
  widget: widgetField,
  email: emailField,
  imageUrl: imageUrlField,
  imageQuoteUrl: imageUrlField,
  analizeAi: v.optional(v.boolean(), false),
  birthday: birthdayField,
  request: optionalText(4000),
  clinic_id: optionalClinicIdSchema,
})

export type LowCostRequest = v.InferOutput<typeof lowCostRequestSchema>
export type LowCostRequestInput = v.InferInput<typeof lowCostRequestSchema>
