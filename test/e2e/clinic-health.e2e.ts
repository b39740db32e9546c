import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { altchaChallenge, decodeCaptcha, serveAltcha, unsolvableChallenge } from './support/altcha'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { fillClinicOwnerStep, fillClinicPetStep, owner } from './support/fillAssessment'
import { pngFile } from './support/images'
import { parseMultipart } from './support/multipart'
import { returnToWebsite } from './support/returnToWebsite'
import { withWidgetPage } from './support/suite'
import { describedBy } from './support/describedBy'

let api: ApiDouble, page: Page, errors: string[]
let signatures: string[]
withWidgetPage((s) => ({ api, page, errors } = s), {
  path: '/page/clinic-health?clinic=willow',
  viewport: { width: 390, height: 844 },
  ready: (p) => p.getByLabel('Owner name').waitFor(),
  prepare(a) {
    a.requests.length = 0
    a.clearHandlers()
    signatures = serveAltcha(a, 1234)
  },
})

const current = () => page.locator('[aria-current="step"]').textContent()
const next = () => page.getByRole('button', { name: 'Next' }).click()
const submit = () => page.getByRole('button', { name: 'Free AI Pet Health Assessment' })

const ack = () => page.getByRole('checkbox', { name: /I understand and acknowledge/ })
const robot = () => page.getByRole('checkbox', { name: "I'm not a robot" })

const stepOne = () => fillClinicOwnerStep(page, { issue: ['dig', 'Digestion'] })
const stepTwo = () => fillClinicPetStep(page)
/** Both first steps filled, each accepted, and the third step's zip code. */
async function toStepThree() {
  await stepOne()
  await next()
  await expect.poll(current).toContain('Step 2 of 3')
  await stepTwo()
  await next()
  await expect.poll(current).toContain('Step 3 of 3')
  await page.getByLabel('Zip code').fill(owner.zip_code)
}

const expectedPet = {
  pet_name: 'Rex',
  pet_type: 'dog',
  primary_breed: 'Labrador Retriever',
  secondary_breed: '',
  weight: '42.5',
  gender: 'male',
  birthday: owner.birthday,
  neutered_or_spayed: 'unsure',
  medications: [],
  allergies: [],
  health_conditions: [],
  additional_info: 'i need help with vomiting, diarrhea or not eating Ate a sock on Tuesday',
  owner_name: owner.owner_name,
  email: owner.email,
  zip_code: owner.zip_code,
  phone_number: owner.phone_number,
  image_url: '',
  clinic_id: 'willow',
}

describe("'clinic-health' (3 steps, captcha, results overlay)", () => {
  it('walks the three steps, validates each, solves the captcha and sends /pet then message_to_ia', async () => {
    expect(await current()).toContain('Step 1 of 3')
    await expectNoAxeViolations(page, 'step 1')
    await next()
    await expect.poll(() => page.getByText('Is required').count()).toBeGreaterThanOrEqual(4)
    expect(await current()).toContain('Step 1 of 3')

    await stepOne()
    expect(await page.getByLabel('Phone').inputValue()).toBe(owner.phone_number)
    await next()
    await expect.poll(current).toContain('Step 2 of 3')
    // Focus moves to the new step's heading for screen readers.
    expect(await page.evaluate(() => document.querySelector('[data-petlead-form]')!.shadowRoot!.activeElement?.textContent)).toBe(
      'About your pet',
    )
    await expectNoAxeViolations(page, 'step 2')
    await next()
    expect(await current()).toContain('Step 2 of 3')
    await stepTwo()
    await next()
    await expect.poll(current).toContain('Step 3 of 3')

    await page.getByLabel('Zip code').fill(owner.zip_code)
    await page.getByLabel('Additional information').fill('Ate a sock on Tuesday')
    expect(await submit().isDisabled()).toBe(true)
    expect(await describedBy(submit())).toBe('To continue, tick the acknowledgement and complete "I\'m not a robot" above.')
    await ack().check()
    expect(await submit().isDisabled()).toBe(true)
    expect(await describedBy(submit())).toBe('To continue, complete "I\'m not a robot" above.')
    await robot().check()
    await page.getByText('Verified').waitFor()
    expect(await submit().isDisabled()).toBe(false)
    expect(await describedBy(submit())).toBe('')
    await expectNoAxeViolations(page, 'step 3, captcha verified')

    // Previous clears the captcha and the acknowledgement (the owner confirms them again before sending); values stay.
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect.poll(current).toContain('Step 2 of 3')
    expect(await page.getByLabel('Weight (lbs)').inputValue()).toBe(owner.weight)
    await next()
    await expect.poll(current).toContain('Step 3 of 3')
    expect(await ack().isChecked()).toBe(false)
    expect(await robot().isChecked()).toBe(false)
    expect(await page.getByLabel('Zip code').inputValue()).toBe(owner.zip_code)
    await ack().check()
    await robot().check()
    await submit().click()

    const thanks = page.getByRole('dialog', { name: 'Thank you!' })
    await thanks.waitFor()
    expect(await thanks.textContent()).toContain('Please check your e-mail for the AI-generated insights.')
    const writes = api.writes()
    expect(writes.map((w) => w.path.replace(/id\d+$/, '{id}'))).toEqual(['/pet', '/pet/message_to_ia/{id}'])
    expect(writes[0].body).toEqual({ ...expectedPet, widget: 'clinic-health' })
    const solution = await decodeCaptcha(writes[0].headers['x-captcha'])
    expect(solution.format).toBe('v2')
    expect(solution.number).toBe(1234)
    expect(signatures).toContain(solution.signature)
    expect(writes[0].headers['idempotency-key']).toBeTruthy()
    await expectNoAxeViolations(page, 'thank-you modal')

    await thanks.getByRole('button', { name: 'Accept' }).click()
    const results = page.getByRole('dialog', { name: 'Your results' })
    await results.waitFor()
    expect(await results.getByRole('img', { name: 'Willow Veterinary Hospital logo' }).count()).toBe(1)
    expect(await results.getByRole('link', { name: /Request an Appointment/ }).getAttribute('href')).toBe(
      'https://willow.example.org/appointments',
    )
    await expectNoAxeViolations(page, 'results overlay')
    await returnToWebsite(page, results)
    expect(await current()).toContain('Step 1 of 3')
    expect(await page.getByLabel('Owner name').inputValue()).toBe('')
    expect(await page.getByLabel('Email').inputValue()).toBe('')
    expect(errors).toEqual([])
  })

  it('on failure shows the Error modal, keeps every value and the photo; the retry uploads it with a fresh captcha (v1 server)', async () => {
    // A server still on altcha-lib/v1: the widget solves that format too.
    serveAltcha(api, 1234, 5000, 'v1')
    await page.reload()
    let fail = true
    api.on('POST', '/pet', () =>
      fail ? { status: 400, json: { success: false, content: { phone_number: 'Use digits only' } } } : undefined,
    )
    await toStepThree()
    await page.getByLabel('Additional information').fill('Ate a sock on Tuesday')
    await page.getByLabel('Photo').setInputFiles(pngFile())
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(1)
    await ack().check()
    await robot().check()
    await page.getByText('Verified').waitFor()
    await submit().click()

    const error = page.getByRole('dialog', { name: 'Error' })
    await error.waitFor()
    expect(await error.textContent()).toContain('The server did not accept the form: phone number: Use digits only')
    await expectNoAxeViolations(page, 'error modal')
    await error.getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await current()).toContain('Step 3 of 3')
    expect(await page.getByLabel('Zip code').inputValue()).toBe(owner.zip_code)
    expect(await page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(1)

    fail = false
    await page.getByText('Verified').waitFor()
    await submit().click()
    await page.getByRole('dialog', { name: 'Thank you!' }).waitFor()
    const writes = api.writes()
    expect(writes.map((w) => w.path.replace(/id\d+$/, '{id}'))).toEqual(['/pet', '/pet', '/pet/image/{id}'])
    // Same submission, same idempotency key; but a captcha solution is single use.
    expect(writes[1].headers['idempotency-key']).toBe(writes[0].headers['idempotency-key'])
    expect((await decodeCaptcha(writes[1].headers['x-captcha'])).signature).not.toBe(
      (await decodeCaptcha(writes[0].headers['x-captcha'])).signature,
    )
    expect((await decodeCaptcha(writes[1].headers['x-captcha'])).format).toBe('v1')
    const parts = parseMultipart(writes[2].raw, writes[2].headers['content-type'])
    expect(parts[0]).toMatchObject({ name: 'image', filename: 'foto.jpg', type: 'image/jpeg' })
    expect(errors).toEqual([])
  })

  it('a challenge the widget cannot solve ends in a message and a retry that works, never a silently disabled button', async () => {
    // The server hands out ARGON2ID (altcha-lib issues it; Web Crypto cannot derive it) until fixed.
    let unsolvable = true
    api.on('GET', '/captcha/challenge', async () => ({
      json: unsolvable ? await unsolvableChallenge() : await altchaChallenge('SHA-256', 2024),
    }))
    await page.reload()
    await toStepThree()
    await ack().check()
    await robot().check()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe(
      'This security check cannot be completed in this form. Please try again, or contact the clinic if it keeps failing.',
    )
    expect(await page.getByText('Verification failed.').count()).toBe(1)
    expect(await submit().isDisabled()).toBe(true)
    await expectNoAxeViolations(page, 'captcha failure')
    // Not retried behind the owner's back: the same server would hand out the same kind again.
    const fetches = () => api.requests.filter((r) => r.path === '/captcha/challenge').length
    const before = fetches()
    await page.waitForTimeout(4500)
    expect(fetches()).toBe(before)

    unsolvable = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByText('Verified').waitFor()
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(await submit().isDisabled()).toBe(false)
    await submit().click()
    await page.getByRole('dialog', { name: 'Thank you!' }).waitFor()
    expect((await decodeCaptcha(api.writes()[0].headers['x-captcha'])).number).toBe(2024)
    expect(errors).toEqual([])
  })
})
