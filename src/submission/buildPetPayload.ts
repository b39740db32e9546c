import type { PetAssessmentInput } from '../schemas/petAssessment'
import type { DangerSign } from '../schemas/dangerSigns'
import { splitBreeds } from '../lib/splitBreeds'
import { tickedSigns } from './tickedSigns'

/** The form values of a health assessment that go into POST /pet. */
export interface PetPayloadValues {
  pet_name: string
  pet_type: string
  breeds: string[]
  weight: string
  gender: 'male' | 'female'
  birthday: string
  neutered_or_spayed: 'yes' | 'no' | 'unsure'
  medications?: string[]
  allergies?: string[]
  health_conditions?: string[]
  additional_info?: string
  /** The ticked boxes of the danger-sign checklist. */
  danger_signs?: DangerSign[]
  zip_code: string
  owner_name: string
  email: string
  phone_number: string
  /** The text-message consent box, where the form has one. */
  sms_consent?: boolean
}

/** POST /pet's body with the spec's field names: image_url starts '' and secondary_breed may be ''. */
export function buildPetPayload(values: PetPayloadValues, clinicId?: string, additionalInfo?: string): PetAssessmentInput {
  return {
    pet_name: values.pet_name,
    pet_type: values.pet_type,
    ...splitBreeds(values.breeds),
    weight: values.weight,
    gender: values.gender,
    birthday: values.birthday,
    neutered_or_spayed: values.neutered_or_spayed,
    medications: values.medications ?? [],
    allergies: values.allergies ?? [],
    health_conditions: values.health_conditions ?? [],
    additional_info: additionalInfo ?? values.additional_info ?? '',
    ...tickedSigns(values.danger_signs),
    owner_name: values.owner_name,
    email: values.email,
    zip_code: values.zip_code,
    phone_number: values.phone_number,
    // Sent only when ticked: an unticked box and a form without one mean the same, no texts.
    ...(values.sms_consent === true ? { sms_consent: true } : {}),
    image_url: '',
    ...(clinicId ? { clinic_id: clinicId } : {}),
  }
}
