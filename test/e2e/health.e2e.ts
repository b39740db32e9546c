import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { BACKGROUND_COUNTER, decodeCaptcha } from './support/altcha'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { fadeTimes, recordFades } from './support/fades'
import { fillAssessment, owner, pickOption } from './support/fillAssessment'
import { pngFile } from './support/images'
import { parseMultipart } from './support/multipart'
import { withWidgetPage } from './support/suite'
import { describedBy } from './support/describedBy'

let api: ApiDouble, page: Page, errors: string[]
withWidgetPage((s) => ({ api, page, errors } = s), {
  path: '/page/health',
  ready: (p) => p.getByLabel('Pet name').waitFor(),
})

const submit = () => page.getByRole('button', { name: 'Free AI Pet Health Assessment' })

const ack = () => page.getByRole('checkbox', { name: /I understand and acknowledge/ })
/** The whole form filled as `owner`, acknowledged and sent. */
async function fillAndSubmit() {
  await fillAssessment(page, { health: true })
  await ack().check()
  await submit().click()
}

describe("'health' form (/main_form)", () => {
  it('sends the exact /pet payload, uploads the photo as foto.jpg and shows Completed', async () => {
    // The proof the create carries is solved invisibly from mount, before the owner types anything.
    await expect.poll(() => api.requests.some((r) => r.path === '/captcha/challenge')).toBe(true)
    await fillAssessment(page, { health: true })
    await page.getByRole('button', { name: /Medical Information \(Click to add additional medical information\)/ }).click()
    await pickOption(page, 'Medications', 'apo', 'Apoquel')
    await pickOption(page, 'Allergies', 'chi', 'Chicken')
    await pickOption(page, 'Health conditions', 'arth', 'Arthritis')
    await page.getByLabel('Photo').setInputFiles(pngFile())
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(1)
    await expect(submit().isDisabled()).resolves.toBe(true)
    // The greyed button says why, on the page and in its description.
    expect(await describedBy(submit())).toBe('To continue, tick the acknowledgement above.')
    expect(await page.getByText('To continue, tick the acknowledgement above.').isVisible()).toBe(true)
    await ack().check()
    expect(await describedBy(submit())).toBe('')
    await submit().click()

    const dialog = page.getByRole('dialog', { name: 'Completed' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(`Thank you for submitting the form! An email has been sent to ${owner.email}`)

    const writes = api.writes()
    expect(writes.map((w) => w.path)).toEqual(['/pet', '/pet/image/id1'])
    // The create carries a solved proof; the photo's upload creates nothing and carries none.
    expect(await decodeCaptcha(writes[0].headers['x-captcha'])).toMatchObject({ number: BACKGROUND_COUNTER, format: 'v2' })
    expect(writes[1].headers['x-captcha']).toBeUndefined()
    expect(writes[0].body).toEqual({
      widget: 'health',
      pet_name: 'Rex',
      pet_type: 'dog',
      primary_breed: 'Labrador Retriever',
      secondary_breed: 'Beagle',
      weight: '42.5',
      gender: 'male',
      birthday: owner.birthday,
      neutered_or_spayed: 'yes',
      medications: ['Apoquel'],
      allergies: ['Chicken'],
      health_conditions: ['Arthritis'],
      additional_info: owner.additional_info,
      owner_name: owner.owner_name,
      email: owner.email,
      zip_code: owner.zip_code,
      phone_number: owner.phone_number,
      image_url: '',
    })
    const parts = parseMultipart(writes[1].raw, writes[1].headers['content-type'])
    expect(parts).toHaveLength(1)
    expect(parts[0]).toMatchObject({ name: 'image', filename: 'foto.jpg', type: 'image/jpeg' })
    expect(parts[0].data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    // Longest edge at most 1600 px: read the JPEG's SOF0/SOF2 frame header.
    const sof = parts[0].data.findIndex((b, i) => b === 0xff && (parts[0].data[i + 1] === 0xc0 || parts[0].data[i + 1] === 0xc2))
    const h = parts[0].data.readUInt16BE(sof + 5)
    const w = parts[0].data.readUInt16BE(sof + 7)
    expect([w, h]).toEqual([1600, 1200])
    await expectNoAxeViolations(page, 'Completed modal open')

    await dialog.getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await page.getByLabel('Pet name').inputValue()).toBe('')
    expect(await page.getByLabel('Email').inputValue()).toBe('')
    expect(errors).toEqual([])
  })

  it('asks the AI by message_to_ia when there is no photo, with secondary_breed empty for one breed', async () => {
    await page.getByLabel('Pet name').fill('Mia')
    await page.getByLabel('Pet type').selectOption('cat')
    await pickOption(page, 'Breed (Max 2)', 'sia', 'Siamese')
    await page.getByLabel('Weight (lbs)').fill('9')
    await page.getByRole('radio', { name: 'Female' }).check()
    await page.getByLabel('Birthday or Approximate').fill('2021-01-30')
    await page.getByRole('radio', { name: 'Unsure' }).check()
    await page.getByLabel('Zip code').fill('10001')
    await page.getByLabel('Owner name').fill('Ana')
    await page.getByLabel('Email').fill('ana@example.org')
    await page.getByLabel('Phone').fill('2125550100')
    await ack().check()
    await submit().click()
    await page.getByRole('dialog', { name: 'Completed' }).waitFor()
    const writes = api.writes()
    expect(writes.map((w) => w.path)).toEqual(['/pet', '/pet/message_to_ia/id1'])
    expect(writes[0].body).toMatchObject({ pet_type: 'cat', primary_breed: 'Siamese', secondary_breed: '', medications: [], image_url: '' })
    expect(writes[1].raw.length).toBe(0)
  })

  it("shows the spec's messages and sends nothing while the form is invalid", async () => {
    await ack().check()
    await page.getByLabel('Email').fill('dana@example')
    await submit().click()
    await expect.poll(() => page.getByText('Is required', { exact: true }).count()).toBeGreaterThanOrEqual(9)
    expect(await page.getByText('Please enter a valid email address').count()).toBe(1)
    expect(api.writes()).toEqual([])
    await expectNoAxeViolations(page, 'errors shown')
  })

  it('cleans the weight as it is typed and keeps the phone digits only', async () => {
    await page.getByLabel('Weight (lbs)').pressSequentially('0012..5.3kg')
    expect(await page.getByLabel('Weight (lbs)').inputValue()).toBe('12.53')
    await page.getByLabel('Phone').pressSequentially('(925) 555-0123')
    expect(await page.getByLabel('Phone').inputValue()).toBe('9255550123')
  })

  it('limits breeds to two, restores options below two, and clears them when the pet type changes', async () => {
    const breed = page.getByRole('combobox', { name: 'Breed (Max 2)' })
    expect(await breed.isDisabled()).toBe(true)
    await page.getByLabel('Pet type').selectOption('dog')
    await pickOption(page, 'Breed (Max 2)', 'lab', 'Labrador Retriever')
    await pickOption(page, 'Breed (Max 2)', 'pood', 'Poodle')
    await breed.fill('')
    await breed.press('ArrowDown')
    await expect.poll(() => page.getByText('No options').count()).toBe(1)
    expect(await page.getByRole('listbox').getByRole('option').count()).toBe(0)
    await page.getByRole('button', { name: 'Remove Poodle' }).click()
    await breed.click()
    await expect.poll(() => page.getByRole('listbox').getByRole('option').count()).toBeGreaterThan(0)
    await page.getByLabel('Pet type').selectOption('cat')
    await expect.poll(() => page.getByRole('button', { name: /^Remove / }).count()).toBe(0)
    await breed.fill('sia')
    await expect.poll(() => page.getByRole('option', { name: 'Siamese' }).count()).toBe(1)
  })

  it('keeps every key of fast typing in the breed picker while its list loads', async () => {
    // Regression: Preact ran downshift's change callback after the next paint, so the controlled
    // value went back one keystroke and a fast typist lost letters ("gold" became "god").
    for (let round = 0; round < 4; round++) {
      await page.getByLabel('Pet type').selectOption(round % 2 ? 'cat' : 'dog')
      const breed = page.getByRole('combobox', { name: 'Breed (Max 2)' })
      await expect.poll(() => breed.isEnabled()).toBe(true)
      await breed.fill('')
      await breed.focus()
      await page.keyboard.type(round % 2 ? 'siam' : 'golden ret')
      expect(await breed.inputValue()).toBe(round % 2 ? 'siam' : 'golden ret')
      await page.getByRole('option', { name: round % 2 ? 'Siamese' : 'Golden Retriever' }).waitFor()
      await page.keyboard.press('Escape')
      await page.getByLabel('Pet name').focus()
    }
  })

  it('clears medications, allergies and conditions when the medical section is toggled', async () => {
    const toggle = page.getByRole('button', { name: /Medical Information/ })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('combobox', { name: 'Medications' }).count()).toBe(0)
    await toggle.click()
    await pickOption(page, 'Medications', 'carp', 'Carprofen')
    await toggle.click()
    await toggle.click()
    expect(await page.getByRole('button', { name: 'Remove Carprofen' }).count()).toBe(0)
  })

  it('keeps every value (photo included) when the server fails, then stores one record on retry', async () => {
    let failing = true
    api.on('POST', '/pet', () => (failing ? { status: 503, json: { success: false, content: 'down' } } : undefined))
    await fillAssessment(page, { health: true })
    await page.getByLabel('Photo').setInputFiles(pngFile())
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(1)
    await ack().check()
    await submit().click()
    const error = page.getByRole('dialog', { name: 'Error' })
    await error.waitFor({ timeout: 20000 })
    expect(await error.textContent()).toMatch(/error 503.*everything you typed is still here/)
    await expectNoAxeViolations(page, 'Error modal open')
    await error.getByRole('button', { name: 'Accept' }).click()
    // Every value is still there.
    expect(await page.getByLabel('Pet name').inputValue()).toBe(owner.pet_name)
    expect(await page.getByLabel('Email').inputValue()).toBe(owner.email)
    expect(await page.getByLabel('Weight (lbs)').inputValue()).toBe(owner.weight)
    expect(await page.getByRole('button', { name: 'Remove Beagle' }).count()).toBe(1)
    expect(await page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(1)
    expect(await ack().isChecked()).toBe(true)

    const failedKeys = new Set(api.writes().map((w) => w.headers['idempotency-key']))
    expect(api.writes().length).toBe(3) // one try and two transient retries
    expect(failedKeys.size).toBe(1)
    failing = false
    api.requests.length = 0
    await submit().click()
    await page.getByRole('dialog', { name: 'Completed' }).waitFor()
    const writes = api.writes()
    expect(writes.map((w) => w.path)).toEqual(['/pet', expect.stringMatching(/^\/pet\/image\/id\d+$/)])
    // The retry is the same logical submission: the server can de-duplicate it.
    expect(failedKeys.has(writes[0].headers['idempotency-key'])).toBe(true)
  })

  it('a proof the server refuses (expired, or already used) is replaced once: the owner never sees it', async () => {
    let refused = 0
    api.on('POST', '/pet', () =>
      refused++ ? undefined : { status: 403, json: { success: false, content: { captcha: 'This captcha was already used' } } },
    )
    await fillAndSubmit()
    await page.getByRole('dialog', { name: 'Completed' }).waitFor()
    const creates = api.writes().filter((w) => w.path === '/pet')
    expect(creates).toHaveLength(2)
    const [first, second] = await Promise.all(creates.map((w) => decodeCaptcha(w.headers['x-captcha'])))
    expect(first.signature).not.toBe(second.signature)
  })

  it('never retries a 4xx and says what the server rejected', async () => {
    api.on('POST', '/pet', () => ({ status: 422, json: { success: false, content: { zip_code: 'Unknown zip code' } } }))
    await fillAndSubmit()
    const error = page.getByRole('dialog', { name: 'Error' })
    await error.waitFor()
    expect(await error.textContent()).toContain('zip code: Unknown zip code')
    expect(api.writes().length).toBe(1)
  })

  it("adds 'Wait a moment...' to the spinner after 5 seconds", async () => {
    api.on('POST', '/pet', () => ({ delayMs: 6500, json: { success: true, content: { _id: 'slow1' } } }))
    await fillAndSubmit()
    const spinner = page.getByRole('dialog', { name: 'Submitting, please wait' })
    await spinner.waitFor()
    expect(await page.getByText('Wait a moment...').count()).toBe(0)
    await page.getByText('Wait a moment...').waitFor({ timeout: 7000 })
    await page.getByRole('dialog', { name: 'Completed' }).waitFor({ timeout: 10000 })
  })

  it('the spinner and the Completed modal fade in and out over 0.5 s', async () => {
    const fades = await recordFades(page)
    await page.reload()
    api.on('POST', '/pet', () => ({ delayMs: 1500, json: { success: true, content: { _id: 'fade1' } } }))
    await fillAndSubmit()
    const dialog = page.getByRole('dialog', { name: 'Completed' })
    await dialog.waitFor()
    // The Completed modal has faded in (a person reads it once it is there) before Accept.
    await expect.poll(async () => fadeTimes(await fades(), 'pl-modal', 'pl-spinner-modal').in).toBe(500)
    await dialog.getByRole('button', { name: 'Accept' }).click()
    // Each fade ran its whole 0.5 s on the page's animation timeline (not timed by the test's clock).
    await expect.poll(async () => fadeTimes(await fades(), 'pl-spinner-modal').out).toBe(500)
    await expect.poll(async () => fadeTimes(await fades(), 'pl-modal', 'pl-spinner-modal').out).toBe(500)
    const all = await fades()
    expect(fadeTimes(all, 'pl-spinner-modal').in).toBe(500)
    expect(all.filter((f) => f.type === 'transitionrun').every((f) => f.duration === '0.5s')).toBe(true)
    // The Completed modal faded in, then out after Accept (spinner, modal: two of each).
    expect(all.filter((f) => f.type === 'transitionrun' && !f.leaving)).toHaveLength(2)
    expect(all.filter((f) => f.type === 'transitionrun' && f.leaving)).toHaveLength(2)
    expect(errors).toEqual([])
  })

  it('a fading-out Error modal takes neither focus nor clicks: the form is usable at once', async () => {
    const fades = await recordFades(page)
    await page.reload()
    api.on('POST', '/pet', () => ({ status: 422, json: { success: false, content: 'No' } }))
    await fillAndSubmit()
    const error = page.getByRole('dialog', { name: 'Error' })
    await error.waitFor()
    const focusInDialog = () =>
      page.evaluate(() => !!document.querySelector('[data-petlead-form]')!.shadowRoot!.activeElement?.closest('dialog'))
    expect(await focusInDialog()).toBe(true)
    await page.keyboard.press('Escape')
    // Escape still closes it without clearing the form, and focus leaves it at once.
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await focusInDialog()).toBe(false)
    // While it fades (as its fade out began), the ghost is inert, hidden from screen readers and lets clicks through.
    await expect
      .poll(async () => (await fades()).find((f) => f.leaving && f.type === 'transitionrun'))
      .toMatchObject({
        className: expect.stringContaining('pl-modal'),
        inert: true,
        hidden: 'true',
        clicks: 'none',
        top: true,
      })
    // The page under it takes clicks and typing.
    await page.getByLabel('Pet name').click()
    await page.keyboard.type('y')
    expect(await page.getByLabel('Pet name').inputValue()).toBe(`${owner.pet_name}y`)
    expect(await focusInDialog()).toBe(false)
    expect(errors).toEqual([])
  })

  it('is axe clean when empty and can be completed with the keyboard alone', async () => {
    await expectNoAxeViolations(page, 'empty form')
    await page.getByLabel('Pet name').focus()
    await page.keyboard.type('Rex')
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown') // native select: Dog
    // The breed picker is enabled by that choice; Tab before it renders would skip past it.
    await expect.poll(() => page.getByRole('combobox', { name: 'Breed (Max 2)' }).isEnabled()).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.type('gold')
    // The dog list loads when the pet type is chosen; a person waits to see it too.
    await page.getByRole('option', { name: 'Golden Retriever' }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    expect(await page.getByRole('button', { name: 'Remove Golden Retriever' }).count()).toBe(1)
    expect(await page.getByLabel('Pet type').inputValue()).toBe('dog')
  })
})
