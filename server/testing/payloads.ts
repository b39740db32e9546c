/** Valid bodies for every JSON call, as the widgets send them. Tests spread and break them. */
export const validPet = () => ({
  pet_name: 'Rex',
  pet_type: 'dog',
  primary_breed: 'Labrador Retriever',
  secondary_breed: '',
  weight: '72',
  gender: 'male',
  birthday: '2019-05-04',
  neutered_or_spayed: 'yes',
  medications: ['Carprofen (Rimadyl)'],
  allergies: ['Chicken'],
  health_conditions: [],
  additional_info: 'i need help with skin problems, itching or hair loss. Scratching a lot lately.',
  owner_name: 'Ann Owner',
  email: 'ann@example.com',
  zip_code: '94588',
  phone_number: '5551234567',
  image_url: '',
})

export const validDental = () => ({
  pet_name: 'Milo',
  pet_type: 'Dog',
  primary_breed: 'Beagle',
  secondary_breed: '',
  birthday: '2018-01-10',
  additional_info: 'Bad breath for a month',
  owner_name: 'Bo Owner',
  email: 'bo@example.com',
  phone_number: '5559876543',
  zip_code: '94566',
  image_url: '',
})

export const validLowCost = () => ({
  zip_code: '94588',
  pet_name: 'Luna',
  service: 'skin_rash',
  pet_type: 'cat',
  pet_breeds: ['Domestic Shorthair'],
  weight: '9',
  gender: 'female',
  neutered_or_payed: 'yes',
  owner_name: 'Cy Owner',
  phone_number: '5551112222',
  email: 'cy@example.com',
  imageUrl: '',
  imageQuoteUrl: '',
  analizeAi: true,
  birthday: '2020-02-02',
  request: 'Itchy rash on her neck for two weeks',
})

export const validContact = () => ({
  name: 'Dee',
  company: 'Happy Paws',
  phone: '555 123 4567',
  email: 'dee@example.com',
  comment: 'Please call me about joining.',
})

export const validQrFields = (): Record<string, string> => ({
  owner_name: 'Eve Owner',
  petName: 'Tiger',
  pet_name: 'Tiger',
  email: 'eve@example.com',
  phone_number: '5553334444',
  pet_type: 'Cat',
  breed: 'Siamese',
  primary_breed: 'Siamese',
  birthdate: '2016-07-21',
  bad_breath: '4',
  additional_info: 'Drops food sometimes',
})
