import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { findPartner } from '../../server/db/clinicsRepo'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import type { DemoHost } from './support/demoHost'
import { openSettings } from './support/openSettings'
import { withDemoHost } from './support/suite'

/**
 * Clinic hours in the workspace's Settings, on the real demo host: the owner, whose clinic keeps
 * the demo's office hours (not "open around the clock"), gives a zone the server refuses (the
 * message lands on the field), fixes it, adds a Sunday opening and a closure from the keyboard, and
 * saves; the clinic record holds the hours.
 */
let host: DemoHost
let browser: Browser

withDemoHost((s) => ({ host, browser } = s))

describe('opening hours in Settings', () => {
  it('are edited from the keyboard, refused on their field when wrong, and saved to the clinic', async () => {
    const { page, errors } = await newPage(browser, { width: 1024, height: 800 })
    await openSettings(page, host.origin)
    const always = page.getByRole('checkbox', { name: 'Open around the clock' })
    await always.waitFor()
    expect(await always.isChecked()).toBe(false)
    const zone = page.getByLabel('Time zone')
    await zone.fill('Pacific Time')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect.poll(() => page.getByText('Must be a time zone such as America/Los_Angeles').count()).toBeGreaterThan(0)
    expect(await zone.getAttribute('aria-invalid')).toBe('true')
    await expectNoAxeViolations(page, 'hours refused')

    // The zone is searched, not guessed: the field offers every zone the browser knows, a city finds its zone.
    const zones = await zone.evaluate((i: HTMLInputElement) => [...(i.list?.options ?? [])].map((o) => o.value))
    expect(zones.length).toBeGreaterThan(300)
    expect(zones.filter((z) => z.includes('Madrid'))).toEqual(['Europe/Madrid'])
    await zone.fill('America/Los_Angeles')
    await page.getByRole('button', { name: 'Add an opening on Sunday' }).focus()
    await page.keyboard.press('Enter')
    const sunday = page.getByRole('group', { name: 'Sunday' })
    await sunday.getByLabel('Opens').fill('10:00')
    await sunday.getByLabel('Closes').fill('14:00')
    await page.getByRole('button', { name: 'Add a closure' }).focus()
    await page.keyboard.press('Enter')
    const closure = page.getByRole('group', { name: 'Closure 1' })
    await closure.getByLabel('First day').fill('2026-12-24')
    await closure.getByLabel('Last day').fill('2026-12-26')
    await closure.getByLabel('Reason (optional)').fill('Holidays')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await page.getByText('Settings saved.').waitFor()
    await expectNoAxeViolations(page, 'hours saved')

    const willow = await findPartner(host.server.deps.db, 'willow')
    expect(willow!.openingHours).toEqual({
      timeZone: 'America/Los_Angeles',
      week: [
        [{ open: '10:00', close: '14:00' }],
        ...Array.from({ length: 5 }, () => [{ open: '09:00', close: '18:00' }]),
        [{ open: '09:00', close: '12:00' }],
      ],
      closures: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Holidays' }],
    })
    expect(errors).toEqual([])
  })

  it('fit a phone: the ticks and their labels apart, the time inputs a time wide, nothing sticking out; Performance with no lead yet too', async () => {
    const { page } = await newPage(browser, { width: 390, height: 800 })
    await openSettings(page, host.origin)
    const hours = page.getByRole('group', { name: 'Opening hours' })
    const box = async (name: string) => (await hours.locator('label', { hasText: name }).boundingBox())!
    const always = await box('Open around the clock')
    const emergency = await box('A 24-hour emergency hospital')
    expect(always.y + always.height).toBeLessThanOrEqual(emergency.y)
    const monday = page.getByRole('group', { name: 'Monday' })
    const opens = (await monday.getByLabel('Opens').boundingBox())!
    const closes = (await monday.getByLabel('Closes').boundingBox())!
    // Side by side, each wide enough for "09:00 AM" and far narrower than the screen.
    expect(opens.width).toBeGreaterThan(110)
    expect(opens.width).toBeLessThan(180)
    expect(closes.y).toBe(opens.y)
    expect(await hours.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await expectNoAxeViolations(page, 'hours on a phone')
    // Willow has no lead yet: its Performance page says so in words, axe clean on the phone too.
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Performance' }).click()
    await page.getByText('No leads in this period.').waitFor()
    await expectNoAxeViolations(page, 'performance with no lead, on a phone')
  })
})
