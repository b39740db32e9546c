import type * as v from 'valibot'
import { en } from '../../text/en'
import { pickSchema } from '../../schemas/pickSchema'
import type { StepDef } from '../stepForm/StepForm'
import { fieldStep } from '../stepForm/fieldStep'

const t = en.clinic

/** The three steps of the clinic health assessment, as data. */
export const clinicHealthSteps = [
  fieldStep('owner', t.stepOwner, ['owner_name', 'pet_name', 'email', 'phone_number', 'sms_consent', 'issue']),
  fieldStep('pet', t.stepPet, ['pet_type', 'breeds', 'birthday', 'weight', 'gender', 'neutered_or_spayed']),
  {
    id: 'health',
    title: t.stepHealth,
    fields: ['zip_code', 'medical', 'additional_info', 'photo', 'captcha', 'ack'],
    schema: pickSchema(['zip_code', 'medications', 'allergies', 'health_conditions', 'additional_info', 'photo', 'ack']),
  },
] as const satisfies readonly StepDef[]

/** The whole form's rules, parsed once more at submit. */
export const clinicHealthSchema = pickSchema([
  'owner_name',
  'pet_name',
  'email',
  'phone_number',
  'sms_consent',
  'issue',
  'pet_type',
  'breeds',
  'birthday',
  'weight',
  'gender',
  'neutered_or_spayed',
  'zip_code',
  'medications',
  'allergies',
  'health_conditions',
  'additional_info',
  'photo',
  'ack',
])

export type ClinicHealthValues = v.InferOutput<typeof clinicHealthSchema>

/** A fresh form. */
export const clinicHealthDefaults = {
  owner_name: '',
  pet_name: '',
  email: '',
  phone_number: '',
  sms_consent: false,
  issue: '',
  pet_type: '',
  breeds: [],
  birthday: '',
  weight: '',
  gender: '',
  neutered_or_spayed: '',
  zip_code: '',
  medications: [],
  allergies: [],
  health_conditions: [],
  additional_info: '',
  photo: null,
  ack: false,
}
