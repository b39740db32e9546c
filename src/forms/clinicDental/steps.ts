import type * as v from 'valibot'
import { en } from '../../text/en'
import { fieldForm } from '../../fields/fieldForm'
import type { StepDef } from '../stepForm/StepForm'
import { fieldStep } from '../stepForm/fieldStep'

const pet = ['owner_name', 'pet_name', 'pet_type', 'breeds', 'birthday'] as const
/** additional_info and photo render with the teeth's own labels (ClinicDentalForm). */
const teeth = ['additional_info', 'danger_signs', 'photo', 'email', 'phone_number', 'sms_consent', 'captcha', 'ack'] as const

/** The two steps of the clinic dental assessment, as data. */
export const clinicDentalSteps = [
  fieldStep('pet', en.clinic.stepPet, pet),
  fieldStep('teeth', en.clinic.stepTeeth, teeth),
] as const satisfies readonly StepDef[]

/** The whole form: every step's rules, parsed once more at submit, and a fresh form's values. */
export const clinicDentalForm = fieldForm([...pet, ...teeth])

export type ClinicDentalValues = v.InferOutput<typeof clinicDentalForm.schema>
