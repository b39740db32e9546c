import type { DentalSubmissionInput } from '../schemas/dentalSubmission'
import type { DangerSign } from '../schemas/dangerSigns'
import { splitBreeds } from '../lib/splitBreeds'
import { tickedSigns } from './tickedSigns'

/** The form values of any dental form that go into its create call. */
export interface DentalPayloadValues {
  pet_name: string
  pet_type: string
  breeds: string[]
  birthday: string
  additional_info?: string
  /** The ticked boxes of the danger-sign checklist. */
  danger_signs?: DangerSign[]
  owner_name: string
  email: string
  phone_number: string
  zip_code?: string
  /** The text-message consent box, where the form has one. */
  sms_consent?: boolean
}

interface Extra {
  clinicId?: string
  /** The kiosk sends staff notes as doctor_notes instead of additional_info. */
  doctorNotes?: string
  imageUrl?: string
}

/** The dental submission's body with the contract's field names. */
export function buildDentalPayload(values: DentalPayloadValues, extra: Extra = {}): DentalSubmissionInput {
  return {
    pet_name: values.pet_name,
    pet_type: values.pet_type,
    ...splitBreeds(values.breeds),
    birthday: values.birthday,
    ...(extra.doctorNotes !== undefined ? { doctor_notes: extra.doctorNotes } : { additional_info: values.additional_info ?? '' }),
    ...tickedSigns(values.danger_signs),
    owner_name: values.owner_name,
    email: values.email,
    phone_number: values.phone_number,
    // Sent only when ticked: an unticked box and a form without one mean the same, no texts.
    ...(values.sms_consent === true ? { sms_consent: true } : {}),
    ...(values.zip_code !== undefined ? { zip_code: values.zip_code } : {}),
    image_url: extra.imageUrl ?? '',
    ...(extra.clinicId ? { clinic_id: extra.clinicId } : {}),
  }
}
