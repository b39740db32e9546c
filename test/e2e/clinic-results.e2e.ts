import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { recordFades } from './support/fades'
import { remount } from './support/remount'
import { returnToWebsite } from './support/returnToWebsite'
import { withApiDouble } from './support/suite'

let api: ApiDouble
let browser: Browser

withApiDouble((s) => ({ api, browser } = s))

async function open(clinic: string, previewDate?: string): Promise<Page> {
  const { page } = await newPage(browser, { width: 390, height: 844 })
  await page.goto(`${api.origin}/page/clinic-results?clinic=${clinic}`)
  if (previewDate) await remount(page, { previewDate })
  await page.getByRole('dialog').waitFor()
  return page
}

const links = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]))

describe("'clinic-results' overlay, one variant per clinic", () => {
  it('logo + Return to Website + content + Request an Appointment (willow)', async () => {
    const page = await open('willow')
    const dialog = page.getByRole('dialog', { name: 'Your results' })
    expect(await dialog.getByRole('img', { name: 'Willow Veterinary Hospital logo' }).getAttribute('src')).toBe(
      `${api.origin}/assets/logos/willow.svg`,
    ) // from the API's origin, never the host page's
    expect(await dialog.textContent()).toContain('assessment is on its way to your inbox')
    expect(await links(page)).toEqual([
      ['Request an Appointment (opens in a new tab)', 'https://willow.example.org/appointments', '_blank'],
    ])
    await expectNoAxeViolations(page, 'willow')
    await returnToWebsite(page, dialog)
    await page.context().close()
  })

  it('logo + Return to Website + content without links (acacia)', async () => {
    const page = await open('acacia')
    const dialog = page.getByRole('dialog', { name: 'Your results' })
    expect(await dialog.getByRole('img', { name: 'Acacia Animal Clinic logo' }).count()).toBe(1)
    expect(await links(page)).toEqual([])
    expect(await dialog.getByRole('button', { name: 'Return to Website' }).count()).toBe(1)
    await expectNoAxeViolations(page, 'acacia')
    await page.context().close()
  })

  it('check-email note + dental-month special only during Sept 2024 (centralvalley)', async () => {
    const page = await open('centralvalley', '2024-09-30')
    const dialog = page.getByRole('dialog', { name: 'Please check you email for results' })
    const text = await dialog.textContent()
    expect(text).toContain('Dental month special')
    expect(text).toContain('$200 off dental care')
    expect(await links(page)).toEqual([
      ['Book an Appointment (opens in a new tab)', 'https://centralvalley.example.org/book', '_blank'],
      ['Visit Clinic Website (opens in a new tab)', 'https://centralvalley.example.org', '_blank'],
    ])
    await expectNoAxeViolations(page, 'centralvalley in September')
    await page.context().close()
    const today = await open('centralvalley')
    expect(await today.getByRole('dialog').textContent()).not.toContain('$200 off')
    await today.context().close()
  })

  it('check-email note + logo + Book an appointment online + Visit Clinic Website (lancaster)', async () => {
    const page = await open('lancaster')
    const dialog = page.getByRole('dialog', { name: 'Please check you email for results' })
    expect(await dialog.getByRole('img', { name: 'Lancaster Veterinary Center logo' }).count()).toBe(1)
    expect(await links(page)).toEqual([
      ['Book an appointment online (opens in a new tab)', 'https://lancaster.example.org/book-online', '_blank'],
      ['Visit Clinic Website (opens in a new tab)', 'https://lancaster.example.org', '_blank'],
    ])
    await expectNoAxeViolations(page, 'lancaster')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await page.context().close()
  })
})

describe("'clinic-results' overlay shows the clinic's promotions in every style", () => {
  it('a promotion saved by a clinic whose style is logo + Return to Website shows on its overlay, within its dates only', async () => {
    const promo = { title: 'Spring wellness', text: '$30 off a wellness exam', validFrom: '2026-03-01', validTo: '2026-03-31' }
    for (const [clinic, day, shown] of [
      ['willow', '2026-03-15', true],
      ['lancaster', '2026-03-31', true],
      ['willow', '2026-04-01', false],
    ] as const) {
      const { page } = await newPage(browser, { width: 390, height: 844 })
      // The clinic as the API serves it after the owner saved a promotion (laid over the built-in entry).
      await page.route(`**/clinics/${clinic}`, (route) =>
        route.fulfill({ json: { success: true, content: { name: clinic, promotions: [promo] } } }),
      )
      await page.goto(`${api.origin}/page/clinic-results?clinic=${clinic}`)
      await remount(page, { previewDate: day })
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      await expect
        .poll(async () => (await dialog.textContent())!.includes('$30 off a wellness exam'), { message: `${clinic} on ${day}` })
        .toBe(shown)
      if (shown) expect(await dialog.textContent()).toContain('Spring wellness')
      await page.context().close()
    }
  })
})

const dialogsInWidget = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-petlead-form]')!.shadowRoot!.querySelectorAll('dialog').length)

describe("'clinic-results' overlay fades over 0.5 s", () => {
  it('fades in and out over 0.5 s; while it fades out it is hidden from screen readers and lets clicks through', async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 })
    const fades = await recordFades(page)
    await page.goto(`${api.origin}/page/clinic-results?clinic=willow`)
    const dialog = page.getByRole('dialog', { name: 'Your results' })
    await dialog.waitFor()
    await expect.poll(async () => (await fades()).filter((f) => f.type === 'transitionend').length).toBe(1)
    const [inRun, inEnd] = await fades()
    expect(inRun).toMatchObject({ type: 'transitionrun', leaving: false, duration: '0.5s' })
    // Its whole 0.5 s on the page's animation timeline (not timed by the test's clock).
    expect(inEnd).toMatchObject({ type: 'transitionend', leaving: false, elapsed: 500 })

    await dialog.getByRole('button', { name: 'Return to Website' }).click()
    // Gone for assistive technology at once; the picture fades for 0.5 s, then leaves the DOM.
    expect(await page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => dialogsInWidget(page)).toBe(0)
    const out = (await fades()).filter((f) => f.leaving)
    expect(out.map((f) => f.type)).toEqual(['transitionrun', 'transitionend'])
    // As it faded (recorded when its fade began): inert, hidden, transparent to clicks, in the top layer.
    expect(out[0]).toMatchObject({ inert: true, hidden: 'true', clicks: 'none', top: true })
    expect(out[1]!.elapsed).toBe(500)
    await page.context().close()
  })

  it('does not fade at all under prefers-reduced-motion: reduce', async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 }, { reducedMotion: 'reduce' })
    const fades = await recordFades(page)
    await page.goto(`${api.origin}/page/clinic-results?clinic=willow`)
    const dialog = page.getByRole('dialog', { name: 'Your results' })
    await dialog.waitFor()
    expect(await dialog.evaluate((d) => getComputedStyle(d).opacity)).toBe('1')
    await dialog.getByRole('button', { name: 'Return to Website' }).click()
    expect(await dialogsInWidget(page)).toBe(0)
    await page.waitForTimeout(600)
    expect(await fades()).toEqual([])
    await page.context().close()
  })
})
