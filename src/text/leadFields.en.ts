import { servicesEn } from './services.en'

/**
 * The one label table for what an owner sent, as the clinic reads it: the lead e-mail and the
 * workspace's lead page both show each field under these words, never the wire name (`pet_name`,
 * `neutered_or_payed`, `analizeAi`). A field missing here still reads as words (see leadFieldRows).
 */
export const leadFieldLabels: Record<string, string> = {
  pet_name: 'Pet name', petName: 'Pet name', pet_type: 'Pet type', primary_breed: 'Breed', secondary_breed: 'Second breed',
  pet_breeds: 'Breeds', breed: 'Breed', breeds: 'Breeds', weight: 'Weight (lbs)', gender: 'Sex', birthday: 'Birthday', birthdate: 'Birthday',
  neutered_or_spayed: 'Spayed or neutered', neutered_or_payed: 'Spayed or neutered',
  medications: 'Medications', allergies: 'Allergies', health_conditions: 'Health conditions',
  additional_info: 'Additional information', doctor_notes: 'Staff notes', bad_breath: 'Breath rating (1 to 5)',
  issue: 'Needs help with', details: "In the owner's words",
  service: 'Service', request: 'Treatment described', analizeAi: 'AI photo analysis wanted',
  owner_name: 'Owner name', name: 'Name', company: 'Company', email: 'E-mail', phone_number: 'Phone', phone: 'Phone',
  zip_code: 'ZIP code', comment: 'Message', image_url: 'Photo', imageUrl: 'Photo', imageQuoteUrl: "Another clinic's quote (photo)", photo: 'Photo',
}

/** Values shown as words: the spec's enumerations and the services. */
export const leadValueLabels: Record<string, Record<string, string>> = {
  pet_type: { dog: 'Dog', cat: 'Cat' },
  gender: { male: 'Male', female: 'Female' },
  neutered_or_spayed: { yes: 'Yes', no: 'No', unsure: 'Unsure' },
  neutered_or_payed: { yes: 'Yes', no: 'No', unsure: 'Unsure' },
  service: servicesEn,
}
