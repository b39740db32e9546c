import { en } from './en'
import { servicesEn } from './services.en'

/**
 * The one label table for what an owner sent, as the clinic reads it: the lead e-mail and the
 * workspace's lead page both show each field under these words, never the wire name (`pet_name`,
 * `neutered_or_payed`, `analizeAi`). A field missing here still reads as words (see leadFieldRows).
 */
export const leadFieldLabels: Record<string, string> = {
  // In reading order: who to call, the pet, what it needs, then the photos.
  owner_name: 'Owner name',
  name: 'Name',
  company: 'Company',
  phone_number: 'Phone',
  phone: 'Phone',
  email: 'E-mail',
  zip_code: 'ZIP code',
  pet_name: 'Pet name',
  petName: 'Pet name',
  pet_type: 'Pet type',
  primary_breed: 'Breed',
  secondary_breed: 'Second breed',
  breed: 'Breed',
  breeds: 'Breeds',
  pet_breeds: 'Breeds',
  birthday: 'Birthday',
  birthdate: 'Birthday',
  weight: 'Weight (lbs)',
  gender: 'Sex',
  neutered_or_spayed: 'Spayed or neutered',
  neutered_or_payed: 'Spayed or neutered',
  service: 'Service',
  request: 'Treatment described',
  issue: 'Needs help with',
  details: "In the owner's words",
  danger_signs: 'Happening now (ticked on the checklist)',
  additional_info: 'Additional information',
  doctor_notes: 'Staff notes',
  bad_breath: 'Breath rating (1 to 5)',
  comment: 'Message',
  medications: 'Medications',
  allergies: 'Allergies',
  health_conditions: 'Health conditions',
  analizeAi: 'AI photo analysis wanted',
  sms_consent: 'Texts allowed',
  image_url: 'Photo',
  imageUrl: 'Photo',
  photo: 'Photo',
  imageQuoteUrl: "Another clinic's quote (photo)",
}

/** Values shown as words: the spec's enumerations and the services. */
export const leadValueLabels: Record<string, Record<string, string>> = {
  pet_type: { dog: 'Dog', cat: 'Cat' },
  gender: { male: 'Male', female: 'Female' },
  neutered_or_spayed: { yes: 'Yes', no: 'No', unsure: 'Unsure' },
  neutered_or_payed: { yes: 'Yes', no: 'No', unsure: 'Unsure' },
  service: servicesEn,
  danger_signs: en.dangerSigns.signs,
}
