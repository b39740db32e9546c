import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import type { DemoHost } from './support/demoHost'
import { withDemoHost } from './support/suite'
import { paysProof, solvedCaptcha } from '../../server/testing/solvedCaptcha'

/**
 * The manage page an owner's booking e-mail links to (`/booking#token=...`), on the real server:
 * the visit's time and every time it may move to read as the e-mail writes them (the one visit-time
 * format: weekday, month, day, 12-hour time in English, the clinic's zone named), never as
 * "2026-11-28 10:00 (America/Los_Angeles)". axe clean.
 */
let host: DemoHost
let browser: Browser
withDemoHost((s) => ({ host, browser } = s))

/** A JSON call to the demo host's public API, answering the envelope's content; a create pays its proof, as the widget's does. */
async function post(path: string, body: unknown) {
  const proof: Record<string, string> = paysProof('POST', path) ? { 'x-captcha': await solvedCaptcha(host.origin) } : {}
  const r = await fetch(`${host.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...proof },
    body: JSON.stringify(body),
  })
  expect(r.status).toBe(201)
  return (await r.json()).content
}

const WHEN = /^\w+day, \w+ \d{1,2} at \d{1,2}:\d\d [AP]M P[SD]T$/

describe('the manage page', () => {
  it('shows the visit and the times to move to as the e-mail writes them', async () => {
    // Pleasanton's free times this week (the demo keeps office hours: a week always has some).
    const slots = await (await fetch(`${host.origin}/api/clinics/pleasanton/slots?service=vaccination&days=7`)).json()
    const start = slots.content.slots[0].start as string
    const { hold_id, hold_secret } = await post('/api/bookings/holds', { clinic_id: 'pleasanton', service: 'vaccination', start })
    const owner = { owner_name: 'Kim Park', email: 'kim@example.org', phone: '4155550177', pet_name: 'Mochi', species: 'cat' }
    await post('/api/bookings', { hold_id, hold_secret, ...owner, lang: 'en' })
    const mail = await host.waitForMail((m) => m.to === owner.email && m.subject.startsWith('Your visit at'))
    const link = /https?:\/\/\S+\/booking#token=\S+/.exec(mail.text)![0]
    const when = /^When: (.+)$/m.exec(mail.text)![1]!
    expect(when).toMatch(WHEN)

    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await page.goto(`${host.origin}${new URL(link).pathname}${new URL(link).hash}`)
    const details = page.locator('#booking-details')
    await details.waitFor()
    expect(await details.locator('dt', { hasText: 'When' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe(when)
    const options = await page.getByLabel('New time').locator('option').allTextContents()
    expect(options.length).toBeGreaterThan(0)
    for (const o of options) expect(o).toMatch(WHEN)
    await expectNoAxeViolations(page, 'manage page')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
