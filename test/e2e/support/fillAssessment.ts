import type { Page } from 'playwright-core'

/** What an owner types into /main_form or /dentipet in these tests. */
export const owner = {
  pet_name: 'Rex',
  weight: '42.5',
  birthday: '2019-04-12',
  zip_code: '94566',
  owner_name: 'Dana Whitfield',
  email: 'dana.whitfield@example.com',
  phone_number: '9255550123',
  additional_info: 'Limping on the left hind leg since Sunday',
}

/** The pet `fillAssessment` describes, under the names the /pet and /dentipet payloads give it. */
export const sentPet = {
  pet_name: owner.pet_name,
  pet_type: 'dog',
  primary_breed: 'Labrador Retriever',
  secondary_breed: 'Beagle',
  birthday: owner.birthday,
  zip_code: owner.zip_code,
}

/** `sentPet` with what only the health form asks: weight, gender and neutered. */
export const sentHealthPet = { ...sentPet, weight: owner.weight, gender: 'male', neutered_or_spayed: 'yes' }

/** Pick an item in a downshift combobox by typing, as a keyboard user would. */
export async function pickOption(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label })
  await box.click()
  await box.fill(typed)
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Fill the fields both single-page forms share, plus the health-only ones when asked. */
export async function fillAssessment(page: Page, { health }: { health: boolean }) {
  await page.getByLabel('Pet name').fill(owner.pet_name)
  await page.getByLabel('Pet type').selectOption('dog')
  await pickOption(page, 'Breed (Max 2)', 'lab', 'Labrador Retriever')
  await pickOption(page, 'Breed (Max 2)', 'bea', 'Beagle')
  if (health) {
    await page.getByLabel('Weight (lbs)').fill(owner.weight)
    await page.getByRole('radio', { name: 'Male', exact: true }).check()
    await page.getByRole('radio', { name: 'Yes' }).check()
  }
  await page.getByLabel('Birthday or Approximate').fill(owner.birthday)
  await page.getByLabel('Additional information').fill(owner.additional_info)
  await page.getByLabel('Zip code').fill(owner.zip_code)
  await page.getByLabel('Owner name').fill(owner.owner_name)
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Phone').fill(owner.phone_number)
}

/**
 * The first step ("About you") of a clinic's health assessment, as `owner` fills it with `pet`;
 * with `issue`, types its first word into the issue box and picks its option (without, the
 * caller picks the issue: the demo host's list comes from its database).
 */
export async function fillClinicOwnerStep(
  page: Page,
  {
    pet = owner.pet_name,
    email = owner.email,
    phone = '(925) 555-0123',
    issue,
  }: { pet?: string; email?: string; phone?: string; issue?: [typed: string, option: string] } = {},
) {
  await page.getByLabel('Owner name').fill(owner.owner_name)
  await page.getByLabel('Pet name').fill(pet)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill(phone)
  if (issue) await pickOption(page, 'What do you need help with?', ...issue)
}

/** The second step ("About your pet") of a clinic's health assessment: a male Labrador born on `owner.birthday`, neutering unsure. */
export async function fillClinicPetStep(page: Page) {
  await page.getByLabel('Pet type').selectOption('dog')
  await pickOption(page, 'Breed (Max 2)', 'lab', 'Labrador Retriever')
  await page.getByLabel('Birthday or Approximate').fill(owner.birthday)
  await page.getByLabel('Weight (lbs)').fill(owner.weight)
  await page.getByRole('radio', { name: 'Male', exact: true }).check()
  await page.getByRole('radio', { name: 'Unsure' }).check()
}
