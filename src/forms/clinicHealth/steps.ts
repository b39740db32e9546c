import type * as v from 'valibot'
import { en } from '../../text/en'
import { fieldForm } from '../../fields/fieldForm'
import type { StepDef } from '../stepForm/StepForm'
import { fieldStep } from '../stepForm/fieldStep'

const t = en.clinic

const owner = ['owner_name', 'pet_name', 'email', 'phone_number', 'sms_consent', 'issue'] as const
const pet = ['pet_type', 'breeds', 'birthday', 'weight', 'gender', 'neutered_or_spayed'] as const
const health = ['zip_code', 'medical', 'additional_info', 'danger_signs', 'photo', 'captcha', 'ack'] as const

/** The three steps of the clinic health assessment, as data. */
export const clinicHealthSteps = [
  fieldStep('owner', t.stepOwner, owner),
  fieldStep('pet', t.stepPet, pet),
  fieldStep('health', t.stepHealth, health),
] as const satisfies readonly StepDef[]

/** The whole form: every step's rules, parsed once more at submit, and a fresh form's values. */
export const clinicHealthForm = fieldForm([...owner, ...pet, ...health])

export type ClinicHealthValues = v.InferOutput<typeof clinicHealthForm.schema>
