import * as v from 'valibot'
import { en } from '../../text/en'
import { fieldForm } from '../../fields/fieldForm'
import type { StepDef } from '../stepForm/StepForm'
import { fieldStep } from '../stepForm/fieldStep'

/** The kiosk photo is required at submit (the clinic assesses the teeth from it), unlike every other form's. */
// @__NO_SIDE_EFFECTS__
function photoRequired<E extends v.ObjectEntries>(schema: v.ObjectSchema<E, undefined>) {
  return v.object({ ...schema.entries, photo: v.instance(Blob, en.messages.imageRequired) })
}

const owner = ['owner_name', 'pet_name', 'email', 'phone_number', 'sms_consent', 'danger_signs', 'consent'] as const
const staff = ['banner', 'breeds', 'birthday', 'photo', 'doctor_notes'] as const
const staffStep = fieldStep('staff', en.kiosk.stepStaff, staff)

/** The kiosk's two steps: the owner's, then the staff's after the tablet is handed back. */
export const kioskSteps = [
  fieldStep('owner', en.clinic.stepOwner, owner),
  { ...staffStep, schema: photoRequired(staffStep.schema) },
] as const satisfies readonly StepDef[]

const kioskForm = fieldForm([...owner, ...staff])

export const kioskSchema = photoRequired(kioskForm.schema)

export type KioskValues = v.InferOutput<typeof kioskSchema>

export const kioskDefaults = kioskForm.defaults

/** The kiosk is for dogs only: pet_type is always sent as 'Dog', whatever the owner picks. */
export const KIOSK_PET_TYPE = 'Dog'
