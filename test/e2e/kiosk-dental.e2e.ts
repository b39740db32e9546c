import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { altchaChallenge, decodeCaptcha, serveAltcha, unsolvableChallenge } from './support/altcha'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { owner, pickOption } from './support/fillAssessment'
import { pngFile } from './support/images'
import { parseMultipart } from './support/multipart'
import { remount } from './support/remount'
import { withWidgetPage } from './support/suite'

let api: ApiDouble, page: Page, errors: string[]
withWidgetPage((s) => ({ api, page, errors } = s), {
  path: '/page/kiosk-dental?clinic=willow-park',
  // A tablet held in portrait, with touch.
  viewport: { width: 768, height: 1024 },
  context: { hasTouch: true },
  prepare: (a) => {
    a.clearHandlers()
    serveAltcha(a, 321)
  },
  async ready(p, a) {
    await remount(p, { delays: { postSubmitMs: 300 } })
    await p.getByLabel('Owner name').waitFor()
    a.requests.length = 0
  },
})

const current = () => page.locator('[aria-current="step"]').textContent()
const shadowHtml = () => page.evaluate(() => document.querySelector('[data-petlead-form]')!.shadowRoot!.innerHTML)

/** Every visible button, text input and select is at least 44 px tall. */
async function expectLargeTargets() {
  const small = await page.evaluate(() => {
    const root = document.querySelector('[data-petlead-form]')!.shadowRoot!
    return [...root.querySelectorAll('button, input:not([type=checkbox]):not([type=radio]), select, textarea')]
      .map((el) => ({ el: el.outerHTML.slice(0, 60), h: el.getBoundingClientRect().height }))
      .filter((x) => x.h > 0 && x.h < 44)
  })
  expect(small).toEqual([])
}

describe("'kiosk-dental' (tablet)", () => {
  it('gates Next on consent, requires the photo, sends Dog with doctor_notes and resets for the next owner', async () => {
    const next = page.getByRole('button', { name: 'Next' })
    const consent = page.getByRole('checkbox', { name: 'I understand and agree that:' })
    for (const point of [
      'informational only',
      'veterinarian-client-patient relationship',
      'veterinary exam will be scheduled',
      'phone or e-mail',
    ]) {
      expect(await page.getByText(point, { exact: false }).count()).toBe(1)
    }
    expect(await next.isDisabled()).toBe(true)
    await expectNoAxeViolations(page, 'kiosk step 1')
    await expectLargeTargets()
    await page.getByLabel('Owner name').fill(owner.owner_name)
    await page.getByLabel('Pet name').fill(owner.pet_name)
    await page.getByLabel('Email').fill(owner.email)
    await page.getByLabel('Phone').fill(owner.phone_number)
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('off')
    await consent.check()
    expect(await next.isDisabled()).toBe(false)
    await next.click()
    await expect.poll(current).toContain('Step 2 of 2')

    expect(await page.getByText('Please return the tablet to our staff.').count()).toBe(1)
    expect(await page.getByLabel('Pet type').count()).toBe(0)
    await pickOption(page, 'Breed (Max 2)', 'gold', 'Golden Retriever')
    await page.getByLabel('Birthday or Approximate').fill(owner.birthday)
    await page.getByLabel('Staff notes').fill('Tartar on upper molars')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByText('Image is required').waitFor()
    expect(api.writes()).toEqual([])
    await expectNoAxeViolations(page, 'kiosk step 2 with error')
    await expectLargeTargets()

    await page.getByLabel('Upload photo').setInputFiles(pngFile('rex.png', 640, 480))
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(1)
    await expect.poll(() => page.getByText('Image is required').count()).toBe(0)
    await page.getByRole('button', { name: 'Submit' }).click()
    const done = page.getByRole('dialog', { name: 'Thank you!' })
    await done.waitFor()
    const writes = api.writes()
    expect(writes.map((w) => w.path.replace(/id\d+$/, '{id}'))).toEqual(['/pet/dentipet_pet', '/pet/dentipet/image/{id}'])
    expect(writes[0].body).toEqual({
      widget: 'kiosk-dental',
      pet_name: owner.pet_name,
      pet_type: 'Dog',
      primary_breed: 'Golden Retriever',
      secondary_breed: '',
      birthday: owner.birthday,
      doctor_notes: 'Tartar on upper molars',
      owner_name: owner.owner_name,
      email: owner.email,
      phone_number: owner.phone_number,
      image_url: '',
      clinic_id: 'willow-park',
    })
    expect(await decodeCaptcha(writes[0].headers['x-captcha'])).toMatchObject({ number: 321, format: 'v2' })
    await expectNoAxeViolations(page, 'kiosk success modal')

    await done.getByRole('button', { name: 'Return to Website' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await current()).toContain('Step 1 of 2')
    // Nothing of the previous owner is left: not in the widget's DOM, not in any storage.
    const html = await shadowHtml()
    for (const value of [owner.owner_name, owner.email, owner.phone_number, owner.pet_name, 'Tartar', 'Golden Retriever']) {
      expect(html).not.toContain(value)
    }
    for (const label of ['Owner name', 'Pet name', 'Email', 'Phone']) expect(await page.getByLabel(label).inputValue()).toBe('')
    expect(await consent.isChecked()).toBe(false)
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0)
    expect(await page.evaluate(() => document.cookie)).toBe('')
    expect(errors).toEqual([])
  })

  it('offers the photo by upload or by camera: two labelled buttons, the chosen photo previewed and sent', async () => {
    await page.getByLabel('Owner name').fill(owner.owner_name)
    await page.getByLabel('Pet name').fill(owner.pet_name)
    await page.getByLabel('Email').fill(owner.email)
    await page.getByLabel('Phone').fill(owner.phone_number)
    await page.getByRole('checkbox', { name: 'I understand and agree that:' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(current).toContain('Step 2 of 2')

    // Both are file inputs with their own accessible names; only the camera one asks for the camera,
    // so the upload one lets staff pick a photo already on the tablet.
    const upload = page.getByRole('button', { name: 'Upload photo', exact: true })
    const camera = page.getByRole('button', { name: 'Take photo', exact: true })
    for (const b of [upload, camera]) {
      expect(await b.getAttribute('type')).toBe('file')
      expect(await b.getAttribute('accept')).toBe('image/*')
    }
    expect(await upload.getAttribute('capture')).toBeNull()
    expect(await camera.getAttribute('capture')).toBe('environment')
    // What the owner sees: two of the widget's buttons side by side, each under its own input.
    const seen = await page.evaluate(() =>
      [...document.querySelector('[data-petlead-form]')!.shadowRoot!.querySelectorAll('input[type=file]')].map((i) => {
        const b = i.nextElementSibling!
        const r = b.getBoundingClientRect()
        return { text: b.textContent, visible: r.width > 0 && r.height >= 44, opacity: getComputedStyle(i).opacity }
      }),
    )
    expect(seen).toEqual([
      { text: 'Upload photo', visible: true, opacity: '0' },
      { text: 'Take photo', visible: true, opacity: '0' },
    ])
    await expectNoAxeViolations(page, 'kiosk photo buttons')
    await expectLargeTargets()

    await pickOption(page, 'Breed (Max 2)', 'gold', 'Golden Retriever')
    await page.getByLabel('Birthday or Approximate').fill(owner.birthday)
    // A photo taken with the camera arrives through the camera input (a file, as the tablet gives it).
    await camera.setInputFiles(pngFile('IMG_0042.png', 1200, 900))
    await page.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor()
    await page.getByText('IMG_0042.png', { exact: true }).waitFor()
    // An existing photo chosen by upload replaces it.
    await upload.setInputFiles(pngFile('rex.png', 640, 480))
    await page.getByText('rex.png', { exact: true }).waitFor()
    expect(await page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('dialog', { name: 'Thank you!' }).waitFor()
    const writes = api.writes()
    expect(writes.map((w) => w.path.replace(/id\d+$/, '{id}'))).toEqual(['/pet/dentipet_pet', '/pet/dentipet/image/{id}'])
    expect(parseMultipart(writes[1].raw, writes[1].headers['content-type'])[0]).toMatchObject({
      name: 'image',
      filename: 'foto.jpg',
      type: 'image/jpeg',
    })
    expect(errors).toEqual([])
  })

  it("Previous returns to step 1 with the owner's answers and clears nothing else", async () => {
    await page.getByLabel('Owner name').fill(owner.owner_name)
    await page.getByLabel('Pet name').fill(owner.pet_name)
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Phone').fill(owner.phone_number)
    await page.getByRole('checkbox', { name: 'I understand and agree that:' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('Please enter a valid email address').waitFor()
    expect(await current()).toContain('Step 1 of 2')
    await page.getByLabel('Email').fill(owner.email)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(current).toContain('Step 2 of 2')
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect.poll(current).toContain('Step 1 of 2')
    expect(await page.getByLabel('Email').inputValue()).toBe(owner.email)
    expect(errors).toEqual([])
  })

  it('a challenge it cannot solve shows on the last step with a retry, and says so if sent anyway; the retry sends', async () => {
    let unsolvable = true
    api.on('GET', '/captcha/challenge', async () => ({
      json: unsolvable ? await unsolvableChallenge() : await altchaChallenge('SHA-256', 99),
    }))
    await remount(page, { delays: { postSubmitMs: 300 } })
    await page.getByLabel('Owner name').fill(owner.owner_name)
    await page.getByLabel('Pet name').fill(owner.pet_name)
    await page.getByLabel('Email').fill(owner.email)
    await page.getByLabel('Phone').fill(owner.phone_number)
    await page.getByRole('checkbox', { name: 'I understand and agree that:' }).check()
    // The owner's step says nothing about it: that is for the staff's step, next to Submit.
    expect(await page.getByRole('alert').count()).toBe(0)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(current).toContain('Step 2 of 2')
    await pickOption(page, 'Breed (Max 2)', 'gold', 'Golden Retriever')
    await page.getByLabel('Birthday or Approximate').fill(owner.birthday)
    await page.getByLabel('Upload photo').setInputFiles(pngFile('rex.png', 640, 480))
    const message = 'This security check cannot be completed in this form. Please try again, or contact the clinic if it keeps failing.'
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe(message)
    await expectNoAxeViolations(page, 'kiosk captcha failure')
    await expectLargeTargets()

    // Sent anyway: the error modal names the captcha problem, nothing is written, values stay.
    await page.getByRole('button', { name: 'Submit' }).click()
    const error = page.getByRole('dialog', { name: 'Error' })
    await error.waitFor()
    expect(await error.textContent()).toContain(message)
    expect(api.writes()).toEqual([])
    await error.getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await page.getByLabel('Birthday or Approximate').inputValue()).toBe(owner.birthday)

    unsolvable = false
    await page.getByRole('alert').waitFor()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => page.getByRole('alert').count()).toBe(0)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('dialog', { name: 'Thank you!' }).waitFor()
    const writes = api.writes()
    expect(writes[0].path).toBe('/pet/dentipet_pet')
    expect(await decodeCaptcha(writes[0].headers['x-captcha'])).toMatchObject({ number: 99, format: 'v2' })
    expect(errors).toEqual([])
  })
})
