import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { decodeCaptcha, serveAltcha } from './support/altcha'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { owner, pickOption } from './support/fillAssessment'
import { pngFile } from './support/images'
import { parseMultipart } from './support/multipart'
import { remount } from './support/remount'
import { withWidgetPage } from './support/suite'
import { solveCaptcha } from './support/solveCaptcha'

let api: ApiDouble, page: Page, errors: string[]
withWidgetPage((s) => ({ api, page, errors } = s), {
  path: '/page/clinic-dental?clinic=pleasanton',
  viewport: { width: 820, height: 1180 },
  ready: (p) => p.getByLabel('Owner name').waitFor(),
  prepare: (a) => {
    a.clearHandlers()
    serveAltcha(a, 777)
  },
})

const current = () => page.locator('[aria-current="step"]').textContent()

async function fillAndSend(photo: boolean) {
  await page.getByLabel('Owner name').fill(owner.owner_name)
  await page.getByLabel('Pet name').fill('Mia')
  await page.getByLabel('Pet type').selectOption('cat')
  await pickOption(page, 'Breed (Max 2)', 'sia', 'Siamese')
  await page.getByLabel('Birthday or Approximate').fill(owner.birthday)
  await expectNoAxeViolations(page, 'step 1')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect.poll(current).toContain('Step 2 of 2')
  // The spec's guidance for the teeth photo.
  expect(await page.getByText(/from the side so it shows the gumline and both the top and bottom teeth/).count()).toBe(1)
  await page.getByLabel('Tell us about your pet’s dental health').fill('Bad breath for a week')
  if (photo) {
    await page.getByLabel('Photo of the teeth').setInputFiles(pngFile('teeth.png', 800, 600))
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(1)
  }
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Phone').fill(owner.phone_number)
  await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
  await solveCaptcha(page)
  await expectNoAxeViolations(page, 'step 2')
  await page.getByRole('button', { name: 'Free AI Dental Assessment' }).click()
}

const expected = {
  pet_name: 'Mia',
  pet_type: 'cat',
  primary_breed: 'Siamese',
  secondary_breed: '',
  birthday: owner.birthday,
  additional_info: 'Bad breath for a week',
  owner_name: owner.owner_name,
  email: owner.email,
  phone_number: owner.phone_number,
  image_url: '',
  clinic_id: 'pleasanton',
}

describe("'clinic-dental' (2 steps)", () => {
  it('sends /pet/dentipet_pet with clinic_id and the captcha, uploads the teeth photo, waits, thanks, shows the special', async () => {
    await remount(page, { delays: { postSubmitMs: 1200 }, previewDate: '2024-09-15' })
    await page.getByLabel('Owner name').waitFor()
    api.requests.length = 0
    await fillAndSend(true)
    const sent = Date.now()
    await page.getByRole('dialog', { name: 'Thank you!' }).waitFor()
    // The post-submit wait (7 s in production, shortened here) runs behind the loading overlay.
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1000)
    const writes = api.writes()
    expect(writes.map((w) => w.path.replace(/id\d+$/, '{id}'))).toEqual(['/pet/dentipet_pet', '/pet/dentipet/image/{id}'])
    expect(writes[0].body).toEqual({ ...expected, widget: 'clinic-dental' })
    expect(await decodeCaptcha(writes[0].headers['x-captcha'])).toMatchObject({ number: 777, format: 'v2' })
    expect(parseMultipart(writes[1].raw, writes[1].headers['content-type'])[0]).toMatchObject({
      name: 'image',
      filename: 'foto.jpg',
      type: 'image/jpeg',
    })

    await page.getByRole('button', { name: 'Accept' }).click()
    const results = page.getByRole('dialog', { name: 'Please check you email for results' })
    await results.waitFor()
    const text = await results.textContent()
    expect(text).toContain('$200 off dental care')
    expect(text).toContain('Valid Sep 1, 2024 to Sep 30, 2024')
    expect(await results.getByRole('link', { name: /Book an Appointment/ }).getAttribute('href')).toBe(
      'https://pleasanton.example.org/book',
    )
    expect(await results.getByRole('link', { name: /Visit Clinic Website/ }).getAttribute('href')).toBe('https://pleasanton.example.org')
    await expectNoAxeViolations(page, 'results overlay')
    await results.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await current()).toContain('Step 1 of 2')
    expect(await page.getByLabel('Owner name').inputValue()).toBe('')
    expect(errors).toEqual([])
  })

  it('without a photo asks the AI by dentipet message_to_ia; outside September the special is hidden (PBKDF2 captcha)', async () => {
    // altcha-lib's PBKDF2/SHA-256 challenge, derived in the browser with Web Crypto's deriveBits.
    serveAltcha(api, 300, 5000, 'PBKDF2/SHA-256')
    await remount(page, { delays: { postSubmitMs: 50 }, previewDate: '2024-10-01' })
    await page.getByLabel('Owner name').waitFor()
    api.requests.length = 0
    await fillAndSend(false)
    await page.getByRole('dialog', { name: 'Thank you!' }).waitFor()
    expect(api.writes().map((w) => w.path.replace(/id\d+$/, '{id}'))).toEqual(['/pet/dentipet_pet', '/pet/dentipet/message_to_ia/{id}'])
    expect(await decodeCaptcha(api.writes()[0].headers['x-captcha'])).toMatchObject({ number: 300, format: 'v2' })
    await page.getByRole('button', { name: 'Accept' }).click()
    const results = page.getByRole('dialog', { name: 'Please check you email for results' })
    await results.waitFor()
    expect(await results.textContent()).not.toContain('$200 off')
    expect(errors).toEqual([])
  })
})
