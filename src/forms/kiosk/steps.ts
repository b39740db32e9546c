import * as v from 'valibot'
import { en } from '../../text/en'
import { pickSchema } from '../../schemas/pickSchema'
import type { StepDef } from '../stepForm/StepForm'
import { fieldStep } from '../stepForm/fieldStep'

/** The kiosk photo is required at submit (the clinic assesses the teeth from it), unlike every other form's. */
const photo = v.instance(Blob, en.messages.imageRequired)

const staff = pickSchema(['breeds', 'birthday', 'doctor_notes'])

/** The kiosk's two steps: the owner's, then the staff's after the tablet is handed back. */
export const kioskSteps = [
  fieldStep('owner', en.clinic.stepOwner, ['owner_name', 'pet_name', 'email', 'phone_number', 'sms_consent', 'consent']),
  {
    id: 'staff',
    title: en.kiosk.stepStaff,
    fields: ['banner', 'breeds', 'birthday', 'photo', 'doctor_notes'],
    schema: v.object({ ...staff.entries, photo }),
  },
] as const satisfies readonly StepDef[]

export const kioskSchema = v.object({
  ...pickSchema(['owner_name', 'pet_name', 'email', 'phone_number', 'sms_consent', 'consent', 'breeds', 'birthday', 'doctor_notes'])
    .entries,
  photo,
})

export type KioskValues = v.InferOutput<typeof kioskSchema>

export const kioskDefaults = {
  owner_name: '',
  pet_name: '',
  email: '',
  phone_number: '',
  sms_consent: false,
  consent: false,
  breeds: [],
  birthday: '',
  photo: null,
  doctor_notes: '',
}

/** The kiosk is for dogs only: pet_type is always sent as 'Dog', whatever the owner picks. */
export const KIOSK_PET_TYPE = 'Dog'
