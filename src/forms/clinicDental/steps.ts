import type * as v from 'valibot'
import { en } from '../../text/en'
import { pickSchema } from '../../schemas/pickSchema'
import type { StepDef } from '../stepForm/StepForm'
import { fieldStep } from '../stepForm/fieldStep'

/** The two steps of the clinic dental assessment, as data. */
export const clinicDentalSteps = [
  fieldStep('pet', en.clinic.stepPet, ['owner_name', 'pet_name', 'pet_type', 'breeds', 'birthday']),
  {
    id: 'teeth',
    title: en.clinic.stepTeeth,
    fields: ['dental_info', 'teeth_photo', 'email', 'phone_number', 'sms_consent', 'captcha', 'ack'],
    schema: pickSchema(['additional_info', 'photo', 'email', 'phone_number', 'sms_consent', 'ack']),
  },
] as const satisfies readonly StepDef[]

export const clinicDentalSchema = pickSchema([
  'owner_name',
  'pet_name',
  'pet_type',
  'breeds',
  'birthday',
  'additional_info',
  'photo',
  'email',
  'phone_number',
  'sms_consent',
  'ack',
])

export type ClinicDentalValues = v.InferOutput<typeof clinicDentalSchema>

export const clinicDentalDefaults = {
  owner_name: '',
  pet_name: '',
  pet_type: '',
  breeds: [],
  birthday: '',
  additional_info: '',
  photo: null,
  email: '',
  phone_number: '',
  sms_consent: false,
  ack: false,
}
