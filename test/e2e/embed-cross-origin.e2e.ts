import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { en } from '../../src/text/en'
import { newPage } from './support/browser'
import { startClinicSite, type ClinicSite } from './support/clinicSite'
import { startDemoHost, type DemoHost } from './support/demoHost'
import { fillClinicOwnerStep, fillClinicPetStep, owner } from './support/fillAssessment'
import { logIn } from './support/logIn'
import { withServers } from './support/suite'
import { solveCaptcha } from './support/solveCaptcha'

/**
 * The embed builder's health snippet, pasted on a page of another loopback origin under exactly
 * the CSP lines the builder offers, against the server's DEFAULT configuration (no CORS_ORIGINS):
 * the widget shows Willow's theme and lists the issues, a submission reaches Willow's inbox and
 * the results overlay shows Willow's logo, fetched from the API's origin. Then Willow lists only
 * its own website in Settings: the builder says so, and the same page's submission is refused
 * with a message naming the problem.
 */
let host: DemoHost, browser: Browser, site: ClinicSite
/** Willow's theme colour and website in the demo clinics (demo/clinics.example.json). */
const WILLOW_PRIMARY = '#2f7d4f'
const WILLOW_SITE = 'https://willow.example.org'

// The server's default configuration: nothing about the clinic's site.
withServers(
  async () => ({ host: await startDemoHost(), site: await startClinicSite() }),
  (s) => ({ host, browser, site } = s),
)

async function openEmbed(page: Page) {
  await page.goto(`${host.origin}/workspace/embed`)
  await page.getByRole('heading', { level: 1, name: 'Embed on your website' }).waitFor()
  await page.getByLabel('Widget').selectOption({ label: 'Health assessment (3 steps)' })
}

/** Fills the three steps of the clinic-health widget on the clinic's page and presses submit. */
async function fillAndSubmit(page: Page, petName: string) {
  await fillClinicOwnerStep(page, { pet: petName, issue: ['skin', 'Skin & Coat'] })
  await page.getByRole('button', { name: 'Next' }).click()
  await fillClinicPetStep(page)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Zip code').fill(owner.zip_code)
  await page.getByLabel('Additional information').fill('Scratching since Sunday')
  await page.getByRole('checkbox', { name: /I understand and acknowledge/ }).check()
  await solveCaptcha(page, 20_000)
  await page.getByRole('button', { name: 'Free AI Pet Health Assessment' }).click()
}

describe('the embed snippet on a clinic site of another origin, default configuration', () => {
  it('works out of the box, and an allowed-websites list without that site refuses the submission with a message', async () => {
    const { page: ws } = await newPage(browser, { width: 1280, height: 900 })
    await logIn(ws, host.origin)
    await openEmbed(ws)
    await ws.getByText('The forms work on any website.').waitFor()
    const snippet = await ws.getByLabel('Snippet: paste where the form should appear').inputValue()
    const csp = await ws.getByLabel('Content-Security-Policy sources your site needs (if it sends one)').inputValue()
    expect(snippet).toContain('data-petlead-form="clinic-health" data-clinic-id="willow"')
    // Exactly the builder's lines, plus default-src 'none' and style-src 'self': nothing else allowed.
    site.paste(snippet, csp)

    const { context, page, errors: pageErrors, violations } = await site.open(browser)
    await page.getByLabel('Owner name').waitFor({ timeout: 20_000 })
    // Willow's look came from the API across origins.
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.querySelector('[data-petlead-form]')!).getPropertyValue('--petlead-primary').trim()),
      )
      .toBe(WILLOW_PRIMARY)
    // The issues are listed (not 'No options').
    const issue = page.getByRole('combobox', { name: 'What do you need help with?' })
    await issue.click()
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(3)
    await issue.press('Escape')

    const pet = `Crossorigin${Date.now() % 100000}`
    await fillAndSubmit(page, pet)
    const thanks = page.getByRole('dialog', { name: 'Thank you!' })
    await thanks.waitFor({ timeout: 20_000 })
    await thanks.getByRole('button', { name: 'Accept' }).click()
    const results = page.getByRole('dialog', { name: 'Your results' })
    await results.waitFor()
    // The logo is the API's, and it loaded under the page's CSP.
    const logo = results.getByRole('img', { name: 'Willow Veterinary Hospital logo' })
    expect(await logo.getAttribute('src')).toMatch(new RegExp(`^${host.origin}/`))
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await results.getByRole('button', { name: 'Return to Website' }).click()

    // The lead is in Willow's inbox.
    await ws.goto(`${host.origin}/workspace`)
    await expect.poll(() => ws.locator('li.ws-lead').filter({ hasText: pet }).count(), { timeout: 15_000 }).toBe(1)
    // Its page reads in words from the one label table, the complaint as two items.
    await ws.locator('li.ws-lead').filter({ hasText: pet }).getByRole('link').click()
    const fields = ws.locator('section[aria-labelledby="ws-sent"] .ws-fields')
    await fields.waitFor()
    const field = (label: string) =>
      fields
        .locator('div')
        .filter({ has: ws.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd')
        .textContent()
    expect(await field('Pet name')).toBe(pet)
    expect(await field('Needs help with')).toBe('skin problems, itching or hair loss')
    expect(await field("In the owner's words")).toBe('Scratching since Sunday')
    expect(await field('Spayed or neutered')).toBe('Unsure')
    expect(await fields.locator('dt').allTextContents()).not.toContain('additional info')
    expect(violations).toEqual([])
    expect(pageErrors).toEqual([])

    // Willow allows only its own website: the builder confirms it, and this page is refused.
    await ws.goto(`${host.origin}/workspace/settings`)
    await ws.getByLabel('Allowed websites').fill(`${WILLOW_SITE}/contact`)
    await ws.getByRole('button', { name: 'Save settings' }).click()
    await ws.getByText('Settings saved.').waitFor()
    await openEmbed(ws)
    await ws.getByText(`Your website ${WILLOW_SITE} is on your allowed websites`).waitFor()

    await page.reload()
    await page.getByLabel('Owner name').waitFor({ timeout: 20_000 })
    const refusedPet = `Refused${Date.now() % 100000}`
    await fillAndSubmit(page, refusedPet)
    const error = page.getByRole('dialog', { name: 'Error' })
    await error.waitFor({ timeout: 20_000 })
    expect(await error.textContent()).toContain(en.errors.siteNotAllowed)
    await ws.goto(`${host.origin}/workspace`)
    await ws.locator('li.ws-lead').first().waitFor()
    expect(await ws.locator('li.ws-lead').filter({ hasText: refusedPet }).count()).toBe(0)
    await context.close()
    await ws.context().close()
  }, 180_000)
})
