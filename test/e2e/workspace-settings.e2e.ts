import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, inject, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { REPO_ROOT } from '../../server/repoRoot'
import { es } from '../../src/text/es'
import { loadConfig } from '../../server/loadConfig'
import { freePort } from '../../server/testing/freePort'
import { startServer, type RunningServer } from '../../server/startServer'
import { expectNoAxeViolations } from './support/axe'
import { launchBrowser, newPage } from './support/browser'
import { pngFile } from './support/images'
import { openSettings } from './support/openSettings'
import { copyTemplate } from '../../server/testing/copyTemplate'
import { E2E_BUDGETS } from './support/demoHost'
import { e2eClock, e2eNow } from './support/e2eClock'
import { demoHost } from '../../demo/demoHost'

/**
 * Clinic settings end to end on the real demo host: the owner of willow changes the logo, then
 * the overlay and a promotion, in the workspace's Settings page; a clinic-results widget on a plain
 * page of another origin (a script tag and one element with `data-clinic-id`, nothing else) shows
 * each change on its next mount, in the same browser, whose HTTP cache already holds the clinic's
 * previous answer. axe on the settings page, refused and saved states included.
 */
let server: RunningServer
let site: Server
let siteOrigin: string
let dataDir: string
let browser: Browser

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'petlead-e2e-settings-'))
  const [apiPort, sitePort] = [await freePort(), await freePort()]
  siteOrigin = `http://localhost:${sitePort}`
  const config = loadConfig(
    {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_MAX_NUMBER: '2000',
      ...E2E_BUDGETS,
      CORS_ORIGINS: `http://127.0.0.1:${apiPort},${siteOrigin}`,
    },
    REPO_ROOT,
  )
  // A copy of the run's migrated database: no initdb and no migration at each start.
  copyTemplate(inject('pgliteTemplate'), dataDir)
  ;[server, browser] = await Promise.all([startServer(config, { clock: e2eClock, log: () => {}, hostPages: demoHost }), launchBrowser()])
  // The clinic's own site: another origin, and only the snippet the README gives.
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Willow Veterinary Hospital</title>
<script src="${server.url}/dist/petlead.umd.js" data-api-base="${server.url}/api" defer></script></head>
<body><main><h1>Willow Veterinary Hospital</h1><div data-petlead-form="clinic-results" data-clinic-id="willow"></div></main></body></html>`
  // /health: the same snippet with a clinic-health form, on an English page.
  const health = page.replace('data-petlead-form="clinic-results"', 'data-petlead-form="clinic-health"')
  site = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(req.url === '/health' ? health : page)
  })
  await new Promise<void>((r) => site.listen(sitePort, '127.0.0.1', () => r()))
  expect((site.address() as AddressInfo).port).toBe(sitePort)
})
afterAll(async () => {
  await browser?.close()
  await new Promise((r) => site?.close(r))
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const day = (offset: number) => new Date(e2eNow() + offset * 86_400_000).toISOString().slice(0, 10)

/** Opens the clinic's site as a visitor would (a new navigation, not a reload) and waits for the API's answer to be drawn. */
async function visitSite(page: Page) {
  const answered = page.waitForResponse((r) => r.url() === `${server.url}/api/clinics/willow`)
  await page.goto(`${siteOrigin}/`)
  const status = (await answered).status()
  await page.getByRole('dialog').waitFor()
  return status
}

async function ownerSettings(page: Page) {
  await openSettings(page, server.url)
  await page.getByLabel('Clinic name').waitFor()
}

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save settings' }).click()
}

describe('clinic settings reach the widget on its next mount', () => {
  it('logo, then overlay and promotion, changed in Settings, show on the next mount of a widget on the clinic site', async () => {
    const { page: visitor, errors } = await newPage(browser, { width: 1024, height: 800 })
    // First visit: the widget shows the seeded logo, and the browser caches the clinic's answer.
    expect(await visitSite(visitor)).toBe(200)
    const logo = visitor.getByRole('dialog').getByRole('img', { name: 'Willow Veterinary Hospital logo' })
    await expect.poll(() => logo.getAttribute('src')).toMatch(/\/api\/clinics\/willow\/logo\?v=/)
    const oldSrc = await logo.getAttribute('src')

    const { page: owner } = await newPage(browser, { width: 1280, height: 900 })
    await ownerSettings(owner)
    await expectNoAxeViolations(owner, 'settings page')
    await owner.getByLabel('Logo', { exact: true }).setInputFiles(pngFile('new-logo.png', 320, 120))
    await owner.getByRole('img', { name: 'Logo: Willow Veterinary Hospital' }).and(owner.locator('[src^="data:image/png"]')).waitFor()
    await save(owner)
    await owner.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor()
    await expectNoAxeViolations(owner, 'settings saved')

    // Next mount on the clinic's site: the new logo, its image really loaded.
    await visitSite(visitor)
    await expect.poll(() => logo.getAttribute('src')).not.toBe(oldSrc)
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320)

    // Overlay with the dated special, and a promotion running from yesterday for a month.
    await owner.getByLabel('Overlay style').selectOption('dental-special')
    await owner.getByRole('button', { name: 'Add a promotion' }).click()
    const promo = owner.getByRole('group', { name: 'Promotion 1' })
    await expect.poll(() => owner.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('promotions.0.title')
    await promo.getByLabel('Title').fill('Spring dental week')
    await promo.getByLabel('Valid from').fill(day(-1))
    await promo.getByLabel('Valid to').fill(day(30))
    await promo.getByLabel('Text').fill('20% off every cleaning booked this month')
    // The live preview already shows it, before saving.
    await owner.locator('.ws-preview').getByText('Spring dental week').waitFor()
    await save(owner)
    await owner.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor()

    expect(await visitSite(visitor)).toBe(200)
    const overlay = visitor.getByRole('dialog', { name: 'Please check you email for results' })
    await overlay.getByText('Spring dental week').waitFor()
    expect(await overlay.textContent()).toContain('20% off every cleaning booked this month')
    // Unchanged since: the widget revalidates and the server answers 304 (the browser serves its copy).
    await visitSite(visitor)
    await overlay.getByText('Spring dental week').waitFor()
    expect(errors).toEqual([])
    await visitor.context().close()
    await owner.context().close()
  })

  it('offers no Settings to staff, and refuses them the page', async () => {
    const { page } = await newPage(browser, { width: 1280, height: 900 })
    await page.goto(`${server.url}/workspace`)
    await page.getByLabel('Email').fill('front@willow.test')
    await page.getByLabel('Password').fill('PetLead-demo-1')
    await page.getByRole('button', { name: 'Log in' }).click()
    const nav = page.getByRole('navigation', { name: 'Workspace' })
    await nav.getByRole('link', { name: 'Leads' }).waitFor()
    expect(await nav.getByRole('link', { name: 'Settings' }).count()).toBe(0)
    await page.goto(`${server.url}/workspace/settings`)
    await page.getByRole('alert').filter({ hasText: "Only the clinic's owners change its settings" }).waitFor()
    expect(await page.getByLabel('Clinic name').count()).toBe(0)
    await page.context().close()
  })

  it('refuses a low-contrast text colour in the form with a message on the field, keeps the values, and stays axe clean', async () => {
    const { page } = await newPage(browser, { width: 1280, height: 900 })
    await ownerSettings(page)
    let puts = 0
    page.on('request', (r) => {
      if (r.method() === 'PUT') puts++
    })
    await page.getByLabel('Clinic name').fill('Willow Pet Hospital')
    const text = page.getByLabel('Text (optional)', { exact: true })
    await text.fill('#aaaaaa')
    await save(page)
    await page.getByRole('alert').filter({ hasText: '#aaaaaa on #ffffff has a contrast of 2.32:1; WCAG AA needs at least 4.5:1' }).waitFor()
    expect(await text.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('theme.text')
    expect(await page.getByLabel('Clinic name').inputValue()).toBe('Willow Pet Hospital')
    expect(puts).toBe(0)
    await expectNoAxeViolations(page, 'settings with a contrast error')

    // A server refusal (a phone in the wrong shape) lands on its field too, values kept.
    await text.fill('#111827')
    await page.getByLabel('Phone').fill('555 0199')
    await save(page)
    await page.getByRole('alert').filter({ hasText: 'Must read (555) 555-5555' }).waitFor()
    expect(puts).toBe(1)
    expect(await page.getByLabel('Clinic name').inputValue()).toBe('Willow Pet Hospital')
    await expectNoAxeViolations(page, 'settings with a server error')
    await page.context().close()
  })

  it('works from the keyboard alone under the strict CSP: add a promotion, fill it, save; theme colours drawn without a violation', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 }, { bypassCSP: false })
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
    await ownerSettings(page)
    // Swatches and the preview take the theme through CSSOM custom properties, which style-src 'self' allows.
    const rgb = 'rgb(47, 125, 79)' // willow's seeded primary, #2f7d4f
    expect(
      await page
        .locator('.ws-swatch')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe(rgb)
    expect(await page.locator('.ws-pv-primary').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb)
    await page.getByRole('heading', { level: 1, name: 'Clinic settings' }).focus()
    /** Presses Tab until the focused element is the button named `name` (or, for '#id', that element); the page is long (a week of opening hours), so the bound is wide. */
    const tabTo = async (name: string) => {
      for (let i = 0; i < 1000; i++) {
        await page.keyboard.press('Tab')
        if (
          await page.evaluate(
            (n) => (n.startsWith('#') ? !!document.activeElement?.matches(n) : document.activeElement?.textContent === n),
            name,
          )
        )
          return
      }
      throw new Error(`Tab never reached ${name}`)
    }
    await tabTo('Add a promotion')
    const before = await page.getByRole('group', { name: /^Promotion \d$/ }).count()
    await page.keyboard.press('Enter')
    const group = page.getByRole('group', { name: `Promotion ${before + 1}` })
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).id)).toBe(`ws-promotions-${before}-title`)
    await page.keyboard.type('Senior pet month')
    // Past the two date inputs (each is several stops in Chromium: month, day, year).
    await tabTo(`#ws-promotions-${before}-text`)
    await page.keyboard.type('Free blood panel with every senior exam')
    expect(await group.getByLabel('Text').inputValue()).toBe('Free blood panel with every senior exam')
    await tabTo('Save settings')
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor()
    const saved = (await (await fetch(`${server.url}/api/clinics/willow`)).json()) as { content: { promotions: Array<{ title: string }> } }
    expect(saved.content.promotions.map((p) => p.title)).toContain('Senior pet month')
    expect(violations).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('languages: none ticked is refused in the form; Español alone makes a health widget on an English page Spanish with no switch', async () => {
    const { page: visitor, errors } = await newPage(browser, { width: 1024, height: 800 })
    const visitHealth = async () => {
      const answered = visitor.waitForResponse((r) => r.url() === `${server.url}/api/clinics/willow`)
      await visitor.goto(`${siteOrigin}/health`)
      await answered
      await visitor.locator('.pl-root').waitFor()
    }
    await visitHealth()
    // Every language offered: English (the page's), with the switch.
    await visitor.getByRole('button', { name: 'Español' }).waitFor()
    expect(await visitor.locator('.pl-root').getAttribute('lang')).toBe('en')
    expect(await visitor.getByRole('button', { name: es.steps.next, exact: true }).count()).toBe(0)

    const { page: owner } = await newPage(browser, { width: 1280, height: 900 })
    await ownerSettings(owner)
    let puts = 0
    owner.on('request', (r) => {
      if (r.method() === 'PUT') puts++
    })
    const languages = owner.getByRole('group', { name: 'Languages the forms offer' })
    const english = languages.getByRole('checkbox', { name: 'English' })
    const spanish = languages.getByRole('checkbox', { name: 'Español' })
    expect([await english.isChecked(), await spanish.isChecked()]).toEqual([true, true])
    await english.uncheck()
    await spanish.uncheck()
    await save(owner)
    await languages.getByRole('alert').filter({ hasText: 'Tick at least one language' }).waitFor()
    expect(await languages.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => owner.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('languages.en')
    expect(puts).toBe(0)
    await expectNoAxeViolations(owner, 'settings with no language ticked')
    await spanish.check()
    await save(owner)
    await owner.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor()
    expect([await english.isChecked(), await spanish.isChecked()]).toEqual([false, true])

    // Next mount on the clinic's English page: Spanish, and no language switch.
    await visitHealth()
    await visitor.locator('.pl-root[lang="es"]').waitFor()
    await visitor.getByRole('button', { name: es.steps.next, exact: true }).waitFor()
    expect(await visitor.getByRole('button', { name: 'English' }).count()).toBe(0)
    expect(await visitor.locator('.pl-lang').count()).toBe(0)
    expect(errors).toEqual([])
    await visitor.context().close()
    await owner.context().close()
  })
})
