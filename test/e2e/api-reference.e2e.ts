import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import type { DemoHost } from './support/demoHost'
import { withDemoHost } from './support/suite'

/**
 * The API reference page, in Chromium on the real server. Under its own CSP it
 * loads nothing from anywhere, is styled (the hashed inline sheet applies), breaks no policy,
 * is reachable from /routes and passes axe.
 */

let host: DemoHost
let browser: Browser

withDemoHost((s) => ({ host, browser } = s))

describe('the API reference page', () => {
  it('renders styled under its CSP with no script, no other origin and no violation', async () => {
    const { page, errors } = await newPage(browser, undefined, { bypassCSP: false })
    const console: string[] = []
    page.on('console', (m) => console.push(m.text()))
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.goto(`${host.origin}/routes`)
    await page.getByRole('link', { name: '/api/reference' }).click()
    await page.waitForURL(`${host.origin}/api/reference`)
    await page.waitForLoadState('load')

    expect(await page.locator('h1').textContent()).toBe('PetLead API reference')
    expect(await page.locator('script').count()).toBe(0)
    // The inline sheet applied: CSP allowed it by hash (the default would be a transparent background).
    expect(
      await page
        .locator('.method.post')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(30, 64, 175)')
    expect(console.filter((m) => /Content.Security.Policy|Refused/i.test(m))).toEqual([])
    expect(errors).toEqual([])
    expect(requests.filter((u) => !u.startsWith(host.origin))).toEqual([])

    // The key calls are listed and their sections reachable from the list.
    for (const name of ['POST /pet', 'POST /form_low_cost', 'GET /clinics/{id}', 'PATCH /user/password']) {
      expect(await page.getByRole('link', { name, exact: true }).count(), name).toBe(1)
    }
    await page.getByRole('link', { name: 'POST /pet', exact: true }).click()
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#postPet')
    expect(
      await page
        .getByRole('table', { name: /Request body/ })
        .first()
        .isVisible(),
    ).toBe(true)

    // The machine-readable document is one link away.
    const json = await page.request.get(`${host.origin}/api/openapi.json`)
    expect((await json.json()).openapi).toBe('3.1.0')
    await page.context().close()
  })

  it('has no WCAG 2.2 A/AA violation and no sideways scrolling at phone and desktop widths', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      // bypassCSP only so axe-core can be injected; the test above runs under the real policy.
      const { page } = await newPage(browser, viewport)
      await page.goto(`${host.origin}/api/reference`)
      await expectNoAxeViolations(page, `${viewport.width}px`)
      // Tables fit the screen: nothing to scroll sideways, even on a phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `${viewport.width}px`,
      ).toBeLessThanOrEqual(0)
      await page.context().close()
    }
  })
})
