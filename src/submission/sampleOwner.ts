/**
 * Test values: one owner and her dog as the forms' tests fill them, so a payload test states only
 * what its form adds and what the payload renames.
 */
export const sampleContact = { owner_name: 'Dana', email: 'dana@example.com', phone_number: '9255550123' }

/** The pet every form asks about, and the owner's ZIP code where a form asks for it. */
export const samplePet = { pet_name: 'Rex', pet_type: 'dog', breeds: ['Beagle'], birthday: '2020-01-01', zip_code: '94566' }
