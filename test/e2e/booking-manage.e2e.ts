import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import type { DemoHost } from './support/demoHost'
import { withDemoHost } from './support/suite'
import { postPublic } from './support/postPublic'

/**
 * The manage page an owner's booking e-mail links to (`/booking#token=...`), on the real server:
 * the visit's time and every time it may move to read as the e-mail writes them (the one visit-time
 * format: weekday, month, day, 12-hour time in English, the clinic's zone named), never as
 * "2026-11-28 10:00 (America/Los_Angeles)". axe clean.
 */
let host: DemoHost
let browser: Browser
withDemoHost((s) => ({ host, browser } = s))

/** A public call of the demo host, answering the envelope's content. */
const post = async (path: string, body: unknown) => (await postPublic(host.origin, path, body)).content

const WHEN = /^\w+day, \w+ \d{1,2} at \d{1,2}:\d\d [AP]M P[SD]T$/

/** Books Pleasanton's first free vaccination for `owner` in `lang` and answers the manage link's path and fragment. */
async function bookAndOpenLink(owner: { email: string; pet_name: string }, lang: 'en' | 'es', nth = 0) {
  const slots = await (await fetch(`${host.origin}/api/clinics/pleasanton/slots?service=vaccination&days=7`)).json()
  const start = slots.content.slots[nth].start as string
  const { hold_id, hold_secret } = await post('/api/bookings/holds', { clinic_id: 'pleasanton', service: 'vaccination', start })
  await post('/api/bookings', { hold_id, hold_secret, owner_name: 'Kim Park', phone: '4155550177', species: 'cat', ...owner, lang })
  const mail = await host.waitForMail((m) => m.to === owner.email && /booking#token=/.test(m.text))
  const link = new URL(/https?:\/\/\S+\/booking#token=\S+/.exec(mail.text)![0])
  return `${host.origin}${link.pathname}${link.hash}`
}

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
    // Grouped by day ("Saturday, November 28"); each option whole, since a closed menu shows only the chosen one.
    const days = await page.locator('#booking-slot optgroup').evaluateAll((gs) => gs.map((g) => (g as HTMLOptGroupElement).label))
    expect(days.length).toBeGreaterThan(0)
    for (const d of days) expect(d).toMatch(/^\w+day, \w+ \d{1,2}$/)
    const options = await page.getByLabel('New time').locator('option').allTextContents()
    expect(options.length).toBeGreaterThan(0)
    for (const o of options) expect(o).toMatch(WHEN)
    // The clinic's number calls it from the phone the owner reads it on.
    const phone = details.locator('dt', { hasText: 'Phone' }).locator('xpath=following-sibling::dd[1]').getByRole('link')
    expect(await phone.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/)
    expect(await phone.textContent()).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/)
    await expectNoAxeViolations(page, 'manage page')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('moves the visit and can move it again, and cancels only after a confirmation, focus following each step (keyboard alone)', async () => {
    const url = await bookAndOpenLink({ email: 'lee@example.org', pet_name: 'Biscuit' }, 'en', 1)
    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await page.goto(url)
    await page.locator('#booking-details').waitFor()
    const status = page.locator('#booking-status')
    // Move to another time, by keyboard: the page says so, focus on its heading, and the controls stay.
    await page.getByLabel('New time').focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => status.textContent()).toContain('Your visit is moved')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('booking-title')
    expect(await page.locator('#booking-actions').isVisible()).toBe(true)
    await expectNoAxeViolations(page, 'manage page, moved')
    // ...and again, with the new link the move answered.
    await page.getByLabel('New time').selectOption({ index: 2 })
    await status.evaluate((el) => (el.textContent = ''))
    await page.getByRole('button', { name: 'Move' }).click()
    await expect.poll(() => status.textContent()).toContain('Your visit is moved')
    // Cancelling asks first; "Keep my visit" changes nothing and gives focus back.
    await page.getByRole('button', { name: 'Cancel the visit' }).click()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('booking-confirm-question')
    await expectNoAxeViolations(page, 'manage page, confirming the cancellation')
    await page.getByRole('button', { name: 'Keep my visit' }).click()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('booking-cancel')
    expect(await page.locator('#booking-details dd').last().textContent()).toBe('Booked')
    await page.getByRole('button', { name: 'Cancel the visit' }).click()
    await page.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect.poll(() => status.textContent()).toContain('Your visit is cancelled')
    expect(await page.locator('#booking-details dd').last().textContent()).toBe('Cancelled')
    expect(await page.locator('#booking-actions').isVisible()).toBe(false)
    await expectNoAxeViolations(page, 'manage page, cancelled')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('speaks Spanish to an owner who booked in Spanish, times in 24 hours', async () => {
    const url = await bookAndOpenLink({ email: 'ana@example.org', pet_name: 'Luna' }, 'es', 3)
    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await page.goto(url)
    await page.locator('#booking-details').waitFor()
    expect(await page.locator('h1').textContent()).toBe('Su cita')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    expect(await page.locator('#booking-details dt').allTextContents()).toEqual(['Qué', 'Cuándo', 'Dónde', 'Teléfono', 'Estado'])
    expect(await page.locator('#booking-details dd').first().textContent()).toBe('Vacunación para Luna')
    const options = await page.getByLabel('Nueva hora').locator('option').allTextContents()
    for (const o of options) expect(o).toMatch(/^\S+, \d{1,2} de \S+, \d{1,2}:\d\d P[SD]T$/)
    expect(await page.getByRole('button', { name: 'Cancelar la cita' }).isVisible()).toBe(true)
    expect(await page.locator('footer').textContent()).toContain('PetLead pone en contacto a dueños de mascotas')
    await expectNoAxeViolations(page, 'manage page in Spanish')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
