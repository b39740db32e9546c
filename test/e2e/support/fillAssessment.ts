import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { es } from '../../../src/text/es'
import { pngFile } from './images'

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

/** The stepper's current step as it reads, e.g. "Step 2 of 3". */
export const currentStep = (page: Page) => page.locator('[aria-current="step"]').textContent()

/**
 * The owner's step of a clinic form (the health assessment's "About you", the kiosk's first
 * step, the QR check's owner fields), as `owner` fills it with `pet`;
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

/**
 * Both steps of a clinic's dental form as `owner` fills them for Mia, a Siamese cat, with bad
 * breath, up to the phone: the consent boxes, the captcha and sending are the caller's.
 */
export async function fillClinicDental(page: Page, { email, phone }: { email: string; phone: string }) {
  await page.getByLabel('Owner name').fill(owner.owner_name)
  await page.getByLabel('Pet name').fill('Mia')
  await page.getByLabel('Pet type').selectOption('cat')
  await pickOption(page, 'Breed (Max 2)', 'sia', 'Siamese')
  await page.getByLabel('Birthday or Approximate').fill(owner.birthday)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect.poll(() => currentStep(page)).toContain('Step 2 of 2')
  await page.getByLabel('Tell us about your pet’s dental health').fill('Bad breath for a week')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill(phone)
}

/** The kiosk's second step: a Golden Retriever born on `owner.birthday` and the required photo, waited for until its preview shows. */
export async function fillKioskPetStep(page: Page) {
  await pickOption(page, 'Breed (Max 2)', 'gold', 'Golden Retriever')
  await page.getByLabel('Birthday or Approximate').fill(owner.birthday)
  await page.getByLabel('Upload photo').setInputFiles(pngFile('rex.png', 640, 480))
  await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(1)
}

/**
 * /main_form switched to Español, and Canela's pet step filled (a spayed female Labrador, 42.5 lbs,
 * born 2019-04-12), up to the owner's own words, which each test writes.
 */
export async function fillSpanishPet(page: Page, origin: string) {
  await page.goto(`${origin}/main_form`)
  await page.getByLabel('Pet name').waitFor()
  await page.getByRole('button', { name: 'Español' }).click()
  await page.getByLabel(es.labels.petName).fill('Canela')
  await page.getByLabel(es.labels.petType).selectOption('dog')
  await pickOption(page, es.labels.breeds, 'lab', 'Labrador Retriever')
  await page.getByLabel(es.labels.weight).fill('42.5')
  await page.getByRole('radio', { name: es.options.gender.female, exact: true }).check()
  await page.getByRole('radio', { name: es.options.neutered.yes, exact: true }).check()
  await page.getByLabel(es.labels.birthday).fill('2019-04-12')
}

/** Lucía's owner step on the Spanish /main_form (ZIP 94566, her name and phone, `email`), the consent ticked, and Enviar. */
export async function sendSpanishOwner(page: Page, email: string) {
  await page.getByLabel(es.labels.zip).fill('94566')
  await page.getByLabel(es.labels.ownerName).fill('Lucía Hernández')
  await page.getByLabel(es.labels.email).fill(email)
  await page.getByLabel(es.labels.phone).fill('9255550142')
  await page.getByRole('checkbox', { name: new RegExp(es.acknowledgement.text.slice(0, 30)) }).check()
  await page.getByRole('button', { name: es.submit.health }).click()
}
