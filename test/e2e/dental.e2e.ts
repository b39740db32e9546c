import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { BACKGROUND_COUNTER, decodeCaptcha } from './support/altcha'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { fillAssessment, owner } from './support/fillAssessment'
import { pngFile } from './support/images'
import { parseMultipart } from './support/multipart'
import { withWidgetPage } from './support/suite'

let api: ApiDouble, page: Page
withWidgetPage((s) => ({ api, page } = s), {
  path: '/page/dental',
  viewport: { width: 390, height: 844 },
  ready: (p) => p.getByLabel('Pet name').waitFor(),
})

const submit = () => page.getByRole('button', { name: 'Free AI Dental Assessment' })

describe("'dental' form (/dentipet)", () => {
  it('has only the dental fields and is axe clean on a phone', async () => {
    for (const gone of ['Weight (lbs)', 'Gender', 'Neutered or spayed']) expect(await page.getByText(gone).count()).toBe(0)
    expect(await page.getByRole('button', { name: /Medical Information/ }).count()).toBe(0)
    await expectNoAxeViolations(page, 'empty dental form')
  })

  it('posts /pet/dentipet_pet with the dental fields, then the photo to /pet/dentipet/image/{id}', async () => {
    await fillAssessment(page, { health: false })
    await page.getByLabel('Photo').setInputFiles(pngFile('teeth.png', 800, 600))
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(1)
    await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
    await submit().click()
    await page.getByRole('dialog', { name: 'Completed' }).waitFor()
    const writes = api.writes()
    expect(writes.map((w) => w.path)).toEqual(['/pet/dentipet_pet', '/pet/dentipet/image/id1'])
    // The create carries a proof solved in the background from mount; the photo's upload carries none.
    expect(await decodeCaptcha(writes[0].headers['x-captcha'])).toMatchObject({ number: BACKGROUND_COUNTER, format: 'v2' })
    expect(writes[1].headers['x-captcha']).toBeUndefined()
    expect(writes[0].body).toEqual({
      widget: 'dental',
      pet_name: owner.pet_name,
      pet_type: 'dog',
      primary_breed: 'Labrador Retriever',
      secondary_breed: 'Beagle',
      birthday: owner.birthday,
      additional_info: owner.additional_info,
      owner_name: owner.owner_name,
      email: owner.email,
      phone_number: owner.phone_number,
      zip_code: owner.zip_code,
      image_url: '',
    })
    const [part] = parseMultipart(writes[1].raw, writes[1].headers['content-type'])
    expect(part).toMatchObject({ name: 'image', filename: 'foto.jpg', type: 'image/jpeg' })
  })

  it('uses the dentipet message_to_ia without a photo, and keeps values when it fails', async () => {
    let fail = true
    api.on('POST', /^\/pet\/dentipet\/message_to_ia\//, () => (fail ? { destroy: true } : undefined))
    await fillAssessment(page, { health: false })
    await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
    await submit().click()
    const error = page.getByRole('dialog', { name: 'Error' })
    await error.waitFor({ timeout: 20000 })
    expect(await error.textContent()).toContain('could not reach the server')
    await error.getByRole('button', { name: 'Accept' }).click()
    expect(await page.getByLabel('Owner name').inputValue()).toBe(owner.owner_name)
    fail = false
    await submit().click()
    await page.getByRole('dialog', { name: 'Completed' }).waitFor()
    const paths = api.writes().map((w) => w.path)
    expect(paths.filter((p) => p === '/pet/dentipet_pet').length).toBe(2)
    expect(paths.at(-1)).toMatch(/^\/pet\/dentipet\/message_to_ia\/id\d+$/)
    // Both creates belong to one logical submission: one idempotency key.
    const keys = new Set(
      api
        .writes()
        .filter((w) => w.path === '/pet/dentipet_pet')
        .map((w) => w.headers['idempotency-key']),
    )
    expect(keys.size).toBe(1)
  })
})
