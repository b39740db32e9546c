import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { validLowCost } from '../../server/testing/payloads'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { logIn } from './support/logIn'
import { postPublic } from './support/postPublic'
import type { DemoHost } from './support/demoHost'
import { withDemoHost } from './support/suite'

/**
 * Nobody loses what they are reading, end to end on the demo host: a receptionist has an unclaimed
 * lead open; it passes its target and the page says so; nobody claims it, it is re-routed to the
 * next clinic, and the open page turns into where it went, when and why, focus on that heading,
 * with none of the owner's details left on screen. The inbox keeps the same trace as a row.
 */
let host: DemoHost
let browser: Browser
// Short targets, in open minutes: late after 6 seconds, re-routed after 30.
withDemoHost((s) => ({ host, browser } = s), { CLAIM_TARGET_MINUTES: '0.1', REROUTE_AFTER_MINUTES: '0.5' })

describe('a lead re-routed while its page is open', () => {
  it('turns into where it went, when and why, live, with focus on its heading; the inbox keeps it as a read-only row', async () => {
    await postPublic(host.origin, '/api/form_low_cost', { ...validLowCost(), service: 'dental_care', analizeAi: false })

    const { page: ana, errors } = await newPage(browser, { width: 1280, height: 900 })
    await logIn(ana, host.origin, { email: 'front@pleasanton.test' })
    await ana.getByRole('link', { name: /^Luna \(cat\) · Cy Owner/ }).click()
    await ana.getByRole('heading', { level: 1, name: 'Luna · Cy Owner' }).waitFor()
    // Past its target: said in words on the page, live.
    await ana.getByText(/^Past its 6-second target since /).waitFor({ timeout: 20_000 })
    await expectNoAxeViolations(ana, 'lead page past its target')

    // Unclaimed at its re-route time, it moves to Willow Park: the open page follows.
    const moved = ana.getByRole('heading', { level: 1, name: 'Luna moved to another clinic' })
    await moved.waitFor({ timeout: 45_000 })
    await expect.poll(() => ana.evaluate(() => document.activeElement?.textContent)).toBe('Luna moved to another clinic')
    const terms = ana.locator('dl.ws-fields')
    await expect.poll(() => terms.locator('dd').nth(2).textContent()).toBe('Willow Park Animal Hospital')
    expect(await terms.locator('dd').nth(4).textContent()).toBe('Unclaimed at Pleasanton Pet Care after 30 seconds of open time')
    const body = await ana.locator('main, body').first().textContent()
    expect(body).not.toMatch(/Cy Owner|cy@example\.com|5551112222|\(555\) 111-2222/)
    await expectNoAxeViolations(ana, 'lead page of a lead that moved away')

    // Back in the inbox, by keyboard: the trace is a row saying where it went and why, with no claim button.
    await ana.getByRole('link', { name: '← Back to leads' }).focus()
    await ana.keyboard.press('Enter')
    const row = ana.locator('li.ws-lead', { hasText: 'Luna' })
    await row.getByText(/^Moved to Willow Park Animal Hospital at .+: Unclaimed at Pleasanton Pet Care/).waitFor()
    expect(await row.getByRole('button').count()).toBe(0)
    await expectNoAxeViolations(ana, 'inbox with a lead that moved away')
    expect(errors).toEqual([])
  })
})
