import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { BACKGROUND_COUNTER, decodeCaptcha } from './support/altcha'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { owner, pickOption } from './support/fillAssessment'
import { pngFile } from './support/images'
import { parseMultipart } from './support/multipart'
import { withWidgetPage } from './support/suite'
import { e2eNow } from './support/e2eClock'

let api: ApiDouble, browser: Browser, page: Page, errors: string[]
withWidgetPage((s) => ({ api, browser, page, errors } = s), {
  path: '/page/qr-dental',
  viewport: { width: 390, height: 844 },
  ready: (p) => p.getByLabel('Owner name').waitFor(),
  prepare: (a) => {
    a.requests.length = 0
    a.clearHandlers()
  },
})

const PATH = '/pet_app/dental_check_amcp'
const button = () => page.locator('[data-petlead-form] button[type=submit]')
const posts = () => api.writes().filter((w) => w.path === PATH)

async function fill({ photo = false } = {}) {
  await page.getByLabel('Owner name').fill(owner.owner_name)
  await page.getByLabel('Pet name').fill('Rex')
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Phone').fill('925-555 0123')
  expect(await page.getByLabel('Phone').inputValue()).toBe('9255550123')
  await page.getByLabel('Pet type').selectOption('Cat')
  await pickOption(page, 'Breed', 'sia', 'Siamese')
  // Changing the type clears the breed and switches to the dog list.
  await page.getByLabel('Pet type').selectOption('Dog')
  await expect.poll(() => page.getByRole('combobox', { name: 'Breed' }).inputValue()).toBe('')
  await pickOption(page, 'Breed', 'bea', 'Beagle')
  await page.getByLabel('Birthday or Approximate').fill('2005-07-21')
  await page.getByRole('radio', { name: '4' }).check()
  await page.getByLabel('Additional concerns').fill('Red gums')
  if (photo) {
    await page.getByLabel('Photo').setInputFiles(pngFile('rex.png', 3000, 2000))
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen photo' }).count()).toBe(1)
  }
}

describe("'qr-dental' (single page)", () => {
  it('validates, sends the exact multipart, retries non-OK answers and shows the sanitized HTML', async () => {
    const birthday = page.getByLabel('Birthday or Approximate')
    // Empty until the owner chooses; the picker opens on 21 July 2005 (the field shows it while focused).
    expect(await birthday.inputValue()).toBe('')
    expect(await birthday.getAttribute('max')).toBe(new Date(e2eNow() - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 10))
    await button().click()
    await page.getByText("Please rate your pet's breath from 1 to 5.").waitFor()
    expect(posts()).toEqual([])
    await expectNoAxeViolations(page, 'errors shown')

    const logged: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' && /Server error/.test(m.text()))
        logged.push(`${m.text().match(/Server error \(\d+\)/)![0]} before post ${posts().length + 1}`)
    })
    let calls = 0
    api.on('POST', PATH, () =>
      ++calls < 3
        ? { status: 500, json: { success: false, content: 'boom' } }
        : {
            json: {
              success: true,
              content:
                '<h2>Rex looks good</h2><img src="x" onerror="window.pwned=1"><script>window.pwned=2</script><a href="javascript:window.pwned=3">more</a><iframe src="https://evil.example"></iframe><style>*{display:none}</style><p onclick="x()">Brush daily</p>',
            },
          },
    )
    await fill({ photo: true })
    expect(await page.getByText("Please rate your pet's breath from 1 to 5.").count()).toBe(0)
    await button().click()
    await expect
      .poll(() =>
        button()
          .textContent()
          .catch(() => 'gone'),
      )
      .toMatch(/Sending|gone/)
    const result = page.getByRole('heading', { name: 'Rex looks good' })
    await result.waitFor({ timeout: 10000 })
    expect(posts()).toHaveLength(3)
    // Each attempt carries its own proof, solved in the background from mount (a proof is spent once).
    const proofs = await Promise.all(posts().map((p) => decodeCaptcha(p.headers['x-captcha'])))
    expect(proofs.map((p) => p.number)).toEqual([BACKGROUND_COUNTER, BACKGROUND_COUNTER, BACKGROUND_COUNTER])
    expect(new Set(proofs.map((p) => p.signature)).size).toBe(3)
    // Each non-OK answer raises 'Server error (status)', logged before the retry.
    expect(logged).toEqual(['Server error (500) before post 2', 'Server error (500) before post 3'])
    const html = await page.evaluate(
      () => document.querySelector('[data-petlead-form]')!.shadowRoot!.querySelector('.pl-result')!.innerHTML,
    )
    expect(html).toContain('Brush daily')
    expect(html).not.toMatch(/onerror|onclick|<script|javascript:|<iframe|<style/i)
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()
    expect(await page.getByLabel('Owner name').count()).toBe(0)

    const last = posts()[2]
    const parts = parseMultipart(last.raw, last.headers['content-type'])
    const fields = Object.fromEntries(parts.filter((p) => !p.filename).map((p) => [p.name, p.data.toString('utf8')]))
    expect(fields).toEqual({
      owner_name: owner.owner_name,
      petName: 'Rex',
      pet_name: 'Rex',
      email: owner.email,
      phone_number: '9255550123',
      pet_type: 'Dog',
      breed: 'Beagle',
      primary_breed: 'Beagle',
      birthdate: '2005-07-21',
      bad_breath: '4',
      additional_info: 'Red gums',
      widget: 'qr-dental',
    })
    expect(parts.find((p) => p.filename)).toMatchObject({ name: 'photo', filename: 'foto.jpg', type: 'image/jpeg' })
    await expectNoAxeViolations(page, 'result')
    expect(errors).toEqual([])
  })

  it('an owner who never chooses a birthday is asked for one, and no age is stated', async () => {
    await fill()
    const birthday = page.getByLabel('Birthday or Approximate')
    await birthday.fill('')
    await page.getByLabel('Additional concerns').focus()
    // Opening the picker shows 21 July 2005; leaving without choosing leaves the field empty.
    await birthday.click()
    expect(await birthday.inputValue()).toBe('2005-07-21')
    await page.getByLabel('Additional concerns').focus()
    expect(await birthday.inputValue()).toBe('')
    await button().click()
    await page.getByText('Is required').waitFor()
    expect(await birthday.getAttribute('aria-invalid')).toBe('true')
    expect(posts()).toEqual([])
    expect(await page.getByText(/years and|years old|senior/).count()).toBe(0)
    // Chosen, it is sent as chosen.
    api.on('POST', PATH, () => ({ json: { success: true, content: '<h2>Sent</h2>' } }))
    await birthday.fill('2019-03-04')
    await button().click()
    await page.getByRole('heading', { name: 'Sent' }).waitFor()
    const parts = parseMultipart(posts()[0]!.raw, posts()[0]!.headers['content-type'])
    expect(parts.find((p) => p.name === 'birthdate')!.data.toString('utf8')).toBe('2019-03-04')
    expect(errors).toEqual([])
  })

  it("gives up after 5 attempts 1 s apart with 'Error sending form. Please try again.' and keeps the values", async () => {
    api.on('POST', PATH, () => ({ status: 503, json: { success: false } }))
    const logged: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text())
    })
    await fill()
    const start = Date.now()
    await button().click()
    expect(await button().textContent()).toBe('Sending')
    await page.getByText('Error sending form. Please try again.').waitFor({ timeout: 15000 })
    expect(Date.now() - start).toBeGreaterThanOrEqual(4000)
    expect(posts()).toHaveLength(5)
    expect(logged.filter((l) => l.includes('Server error (503)'))).toHaveLength(5)
    expect(await page.getByLabel('Owner name').inputValue()).toBe(owner.owner_name)
    expect(await button().isDisabled()).toBe(false)
    await expectNoAxeViolations(page, 'send failed')
    expect(errors).toEqual([])
  })

  it('stars the required fields without changing their accessible names', async () => {
    const form = page.locator('[data-petlead-form]')
    const required = {
      'Owner name': 'textbox',
      'Pet name': 'textbox',
      Email: 'textbox',
      Phone: 'textbox',
      'Pet type': 'combobox',
      Breed: 'combobox',
      'Birthday or Approximate': 'textbox',
    } as const
    for (const [name, role] of Object.entries(required)) {
      // The accessible name is the spec's label text alone: the star is hidden from screen readers.
      const control = page.getByRole(role, { name, exact: true })
      expect(await control.count(), name).toBe(1)
      expect(await control.getAttribute('aria-required'), name).toBe('true')
      const label = form.locator('label', { hasText: name }).first()
      expect((await label.innerText()).trim(), name).toBe(`${name} *`)
    }
    const breath = form.locator('legend', { hasText: 'Breath odor' })
    expect((await breath.innerText()).trim()).toBe('Breath odor (1 fresh to 5 rotten) *')
    expect(await page.getByRole('group', { name: 'Breath odor (1 fresh to 5 rotten)', exact: true }).count()).toBe(1)
    expect(await page.getByRole('radio', { name: '4' }).evaluate((r) => (r as HTMLInputElement).required)).toBe(true)
    // The optional ones say so and carry no star.
    expect(await form.locator('label', { hasText: 'Additional concerns' }).innerText()).not.toContain('*')
    expect(
      await page.getByRole('textbox', { name: 'Additional concerns (optional)', exact: true }).getAttribute('aria-required'),
    ).toBeNull()
    await expectNoAxeViolations(page, 'starred form')
  })

  it('a birthday typed before 1980 says so, not that the field is missing', async () => {
    await fill()
    await page.getByLabel('Birthday or Approximate').fill('1975-03-02')
    await button().click()
    await page.getByText('Please check the year: the birthday cannot be before 1980').waitFor()
    expect(await page.getByText('Is required').count()).toBe(0)
    expect(posts()).toEqual([])
  })

  it("says 'Thank you! We'll be in touch soon.' when the answer has no HTML", async () => {
    api.on('POST', PATH, () => ({ json: { success: true, content: '' } }))
    await fill()
    await button().click()
    await page.getByText("Thank you! We'll be in touch soon.").waitFor()
    // The success banner, in the same status region.
    const status = page.getByRole('status').filter({ hasText: 'Form submitted successfully! We will contact you soon.' })
    expect(await status.isVisible()).toBe(true)
    expect(await status.textContent()).toContain("Thank you! We'll be in touch soon.")
    expect(posts()).toHaveLength(1)
    expect(errors).toEqual([])
  })

  it("renders the answer on a page that enforces Trusted Types, through the 'petlead' policy", async () => {
    const tt = await newPage(browser, { width: 390, height: 844 }, { bypassCSP: false })
    await tt.page.route('**/page/qr-dental', async (route) => {
      const response = await route.fetch()
      const csp = `${response.headers()['content-security-policy']}; require-trusted-types-for 'script'; trusted-types petlead`
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } })
    })
    page = tt.page
    const violations: string[] = []
    // Parsing the answer makes Chromium log a blocked inline handler (DOMParser documents are inert
    // but still checked against script-src); only Trusted Types complaints matter here.
    page.on('console', (m) => {
      if (/Trusted ?Type|TrustedHTML|trusted-types/i.test(m.text())) violations.push(m.text())
    })
    await page.goto(`${api.origin}/page/qr-dental`)
    await page.getByLabel('Owner name').waitFor()
    expect(await page.evaluate(() => 'trustedTypes' in window)).toBe(true)
    api.on('POST', PATH, () => ({ json: { success: true, content: '<h2>Healthy gums</h2><img src=x onerror="window.pwned=1">' } }))
    await fill()
    await button().click()
    await page.getByRole('heading', { name: 'Healthy gums' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()
    expect(violations).toEqual([])
    expect(tt.errors).toEqual([])
  })
})
