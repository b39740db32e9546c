import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { BACKGROUND_COUNTER, decodeCaptcha } from './support/altcha'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { withWidgetPage } from './support/suite'

let api: ApiDouble, page: Page, errors: string[]
withWidgetPage((s) => ({ api, page, errors } = s), {
  path: '/page/contact',
  viewport: { width: 390, height: 844 },
  ready: (p) => p.getByLabel('Name', { exact: true }).waitFor(),
})

const message = {
  name: 'Dana Whitfield',
  company: 'Willow Park Vet',
  phone: '+1 925 555 0123',
  email: 'dana@example.com',
  comment: 'Do you serve Pleasanton?',
}
const fields = { name: 'Name', company: 'Company', phone: 'Phone', email: 'Email', comment: 'Comment' } as const
const field = (label: string) => page.getByLabel(label, { exact: false }).first()

async function fill() {
  for (const [key, label] of Object.entries(fields)) await field(label).fill(message[key as keyof typeof message])
}
const values = () => Promise.all(Object.values(fields).map((l) => field(l).inputValue()))
/** What has the focus, inside the widget's shadow root: its text, or its tag when it has none; BODY when focus was dropped. */
const focused = () =>
  page.evaluate(() => {
    let el = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    return el?.textContent || el?.tagName
  })

describe("'contact' form", () => {
  it('posts /contact with name, company, phone, email, comment; shows the check-mark 1.2 s and clears', async () => {
    await expectNoAxeViolations(page, 'empty form')
    await fill()
    await page.getByRole('button', { name: 'Submit' }).click()
    const check = page.getByRole('img', { name: 'Message sent' })
    await check.waitFor()
    const shownAt = Date.now()
    expect(await values()).toEqual(['', '', '', '', ''])
    await expectNoAxeViolations(page, 'check-mark shown')
    await check.waitFor({ state: 'detached' })
    expect(Date.now() - shownAt).toBeGreaterThan(900)
    expect(api.writes().map((w) => [w.method, w.path, w.body])).toEqual([['POST', '/contact', message]])
    // The message carries a proof solved in the background from mount (the form shows no captcha).
    expect(await decodeCaptcha(api.writes()[0].headers['x-captcha'])).toMatchObject({ number: BACKGROUND_COUNTER, format: 'v2' })
    expect(errors).toEqual([])
  })

  it("says 'Form submitted successfully! We will contact you soon.' after a message is sent, past the check-mark", async () => {
    const banner = page.getByRole('status').filter({ hasText: 'Form submitted successfully! We will contact you soon.' })
    expect(await banner.count()).toBe(0)
    await fill()
    await page.getByRole('button', { name: 'Submit' }).press('Enter')
    await banner.waitFor()
    // Submit is disabled while sending: focus goes to the words that say it was sent, never back to the page.
    await expect.poll(focused).toContain('Form submitted successfully! We will contact you soon.')
    await page.getByRole('img', { name: 'Message sent' }).waitFor({ state: 'detached' })
    expect(await banner.isVisible()).toBe(true)
    await expectNoAxeViolations(page, 'banner shown')
    expect(errors).toEqual([])
  })

  it('a failure keeps every value and says so; a retry sends it', async () => {
    let fail = true
    api.on('POST', '/contact', () =>
      fail
        ? ((fail = false), { status: 400, json: { success: false, content: 'Server busy' } })
        : { json: { success: true, content: 'ok' } },
    )
    await fill()
    await page.getByRole('button', { name: 'Submit' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Your message was not sent.' })
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Server busy')
    // ...with focus back on Submit, to send it again.
    await expect.poll(focused).toBe('Submit')
    expect(await values()).toEqual(Object.values(message))
    await expectNoAxeViolations(page, 'failure shown')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('img', { name: 'Message sent' }).waitFor()
    expect(api.writes()).toHaveLength(2)
    expect(await values()).toEqual(['', '', '', '', ''])
  })

  it('validates before sending: name, e-mail and comment are required', async () => {
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect.poll(() => page.getByText('Is required').count()).toBe(3)
    await field('Email').fill('not-an-address')
    await field('Email').blur()
    await page.getByText('Please enter a valid email address').waitFor()
    await expectNoAxeViolations(page, 'errors shown')
    expect(api.writes()).toEqual([])
  })
})
