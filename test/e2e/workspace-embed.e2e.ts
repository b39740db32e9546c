import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Browser, Frame, Page } from 'playwright-core'
import { storeSubmission } from '../../server/routes/storeSubmission'
import { validPet } from '../../server/testing/payloads'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { startClinicSite, type ClinicSite } from './support/clinicSite'
import { startDemoHost, type DemoHost } from './support/demoHost'
import { logIn } from './support/logIn'
import { withServers } from './support/suite'
import { e2eClock } from './support/e2eClock'

/**
 * In Chromium on the real demo host, an owner's embed builder shows the clinic's
 * widget live at three widths; its snippet and CSP lines, read back from the clipboard after the
 * Copy buttons, are pasted into a fresh page of ANOTHER origin served under exactly those CSP
 * lines (the embedding guide's strict policy with this server's origin), where the widget mounts with no
 * violation; "Send to my webmaster" reaches /outbox; axe is clean on the builder; and the inbox's
 * Export CSV downloads the filtered leads.
 */
let host: DemoHost, browser: Browser, site: ClinicSite
/** Willow's theme colour in the demo clinics (demo/clinics.example.json). */
const WILLOW_PRIMARY = '#2f7d4f'

/** Waits until the widget on `where` (a page or the preview's frame) has drawn its form inside its shadow root. */
const widgetDrawn = (where: Page | Frame) =>
  where.waitForFunction(
    () => !!document.querySelector('[data-petlead-form]')?.shadowRoot?.querySelector('.pl-container > :not(slot)'),
    null,
    { timeout: 20_000 },
  )

/** The primary colour the widget on `where` is themed with. */
const primaryColour = (where: Page | Frame) =>
  where.evaluate(() => getComputedStyle(document.querySelector('[data-petlead-form]')!).getPropertyValue('--petlead-primary').trim())

// The clinic's site is another origin: the default configuration answers it (public calls allow any origin).
withServers(
  async () => ({ host: await startDemoHost(), site: await startClinicSite() }),
  (s) => ({ host, browser, site } = s),
)

/** The embedding guide's CSP block ("The Content-Security-Policy a clinic needs"), comments dropped. */
function readmeCsp(): string[] {
  const readme = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8')
  const block = readme.split('### The Content-Security-Policy a clinic needs')[1]!.split('```')[1]!
  return block
    .trim()
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/, '').trim())
}

describe('embed builder', () => {
  it('copies a snippet that mounts the widget on a fresh page of another origin under the strict CSP, with no violation', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.origin })
    await logIn(page, host.origin)
    await page.getByRole('navigation').getByRole('link', { name: 'Embed' }).click()
    await page.getByRole('heading', { level: 1, name: 'Embed on your website' }).waitFor()
    // Willow offers health and dental assessments: three widgets, nothing else.
    const widget = page.getByLabel('Widget')
    // The heading is drawn before the clinic's widgets arrive: read the list once it has them.
    await widget.locator('option').first().waitFor({ state: 'attached' })
    expect(await widget.locator('option').allTextContents()).toEqual([
      'Health assessment (3 steps)',
      'Dental assessment (2 steps)',
      'Dental kiosk for the waiting room',
    ])
    // At a phone's width the whole first step of the longest form shows in the frame, its Next button included.
    const health = () => page.frames().find((f) => f.url().includes('/embed/preview?form=clinic-health'))
    await expect.poll(() => !!health()).toBe(true)
    await widgetDrawn(health()!)
    const next = health()!.getByRole('button', { name: 'Next' })
    expect(await next.evaluate((b) => b.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true)
    await widget.selectOption({ label: 'Dental assessment (2 steps)' })

    // The live preview: the real bundle in a frame, at each width.
    const frame = page.locator('.ws-frame iframe')
    await expect.poll(() => frame.getAttribute('title')).toBe('Live preview of the Dental assessment (2 steps) at 375 pixels wide')
    const preview = page.frameLocator('.ws-frame iframe')
    await preview.locator('[data-petlead-form="clinic-dental"]').waitFor({ state: 'attached' })
    const inner = page.frames().find((f) => f.url().includes('/embed/preview?form=clinic-dental'))!
    await widgetDrawn(inner)
    // With the clinic's theme, read from its record as any site's widget would.
    await expect.poll(() => primaryColour(inner)).toBe(WILLOW_PRIMARY)
    for (const [name, w] of [
      ['Tablet', 768],
      ['Desktop', 1280],
      ['Phone', 375],
    ] as const) {
      await page.getByRole('radio', { name: new RegExp(`^${name}`) }).check()
      expect(await frame.evaluate((f) => f.getBoundingClientRect().width)).toBe(w)
      expect(await inner.evaluate(() => window.innerWidth)).toBe(w)
    }

    // Copy, read back from the clipboard, as the webmaster's paste would.
    const copy = async (button: string, field: string) => {
      await page.getByRole('button', { name: button }).click()
      await page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }).first().waitFor()
      const clip = await page.evaluate(() => navigator.clipboard.readText())
      expect(clip).toBe(await page.getByLabel(field).inputValue())
      return clip
    }
    const snippet = await copy('Copy snippet', 'Snippet: paste where the form should appear')
    const csp = await copy('Copy CSP sources', 'Content-Security-Policy sources your site needs (if it sends one)')
    const oneLine = await copy('Copy element', 'For a page that already loads the script: the element alone')
    const integrity = (JSON.parse(readFileSync(new URL('../../dist/integrity.json', import.meta.url), 'utf8')) as Record<string, string>)[
      'petlead.loader.js'
    ]
    expect(snippet).toContain(`src="${host.origin}/dist/petlead.loader.js"`)
    expect(snippet).toContain(`integrity="${integrity}" crossorigin="anonymous"`)
    expect(snippet).toContain('<div data-petlead-form="clinic-dental" data-clinic-id="willow"></div>')
    expect(oneLine).toBe('<div data-petlead-form="clinic-dental" data-clinic-id="willow"></div>')
    // The CSP lines are the README's, with this server as the CDN folder and the API.
    expect(csp.split('\n')).toEqual(
      readmeCsp().map((l) => l.replace('https://cdn.example.org', `${host.origin}/dist/`).replace('https://api.example.org', host.origin)),
    )
    await expectNoAxeViolations(page, 'embed builder')
    expect(errors).toEqual([])

    // A fresh page of the clinic's own site: nothing but the pasted snippet, under the pasted CSP
    // (plus default-src 'none' and style-src 'self': nothing else is allowed at all).
    site.paste(snippet, csp)
    const { context, page: sitePage, errors: siteErrors, violations, response: res } = await site.open(browser)
    expect(res?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'")
    await widgetDrawn(sitePage)
    // The clinic's own look came from the API across origins: Willow's theme colour on the widget.
    await expect.poll(() => primaryColour(sitePage)).toBe(WILLOW_PRIMARY)
    expect(violations).toEqual([])
    expect(siteErrors).toEqual([])
    await context.close()
    await page.context().close()
  }, 120_000)

  it('"Send to my webmaster" e-mails the snippet, which arrives in /outbox', async () => {
    const { page } = await newPage(browser, { width: 1024, height: 900 })
    await logIn(page, host.origin)
    await page.goto(`${host.origin}/workspace/embed`)
    await page.getByLabel('Widget').selectOption({ label: 'Health assessment (3 steps)' })
    await page.getByRole('button', { name: 'Send to my webmaster' }).click()
    await page.getByText('Please enter a valid email address').waitFor()
    await page.getByLabel("Your webmaster's e-mail").fill('webmaster@willow.example')
    await page.getByRole('button', { name: 'Send to my webmaster' }).click()
    await page.getByRole('status').filter({ hasText: 'Sent to webmaster@willow.example.' }).waitFor()
    const snippet = await page.getByLabel('Snippet: paste where the form should appear').inputValue()
    const mail = await host.waitForMail((m) => m.to.includes('webmaster@willow.example'))
    expect(mail.subject).toMatch(/^Website snippet for .*Willow.*: Health assessment \(3 steps\)$/)
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(snippet)
    await page.context().close()
  }, 60_000)
})

describe('CSV export', () => {
  it('downloads the leads the inbox shows, with its filters, from the inbox', async () => {
    const deps = host.server.deps
    const store = (clinic: string, data: Record<string, unknown>) =>
      deps.db.transaction((tx) =>
        storeSubmission(tx, 'health', clinic, { ...validPet(), ...data }, e2eClock.now(), { graceMs: 600_000, clinics: deps.clinics }),
      )
    const { id: wanted } = await store('willow', { owner_name: '=Biscuit Owner', pet_name: 'Biscuit' })
    await store('willow', { owner_name: 'Other Owner', pet_name: 'Pepper' })
    await store('pleasanton', { owner_name: 'Pleasanton Biscuit', pet_name: 'Biscuit' })
    const { page, errors } = await newPage(browser, { width: 1024, height: 900 })
    await logIn(page, host.origin, { email: 'front@willow.test' })
    await page.getByLabel('Search owner, pet, e-mail or phone').fill('Biscuit')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => page.locator('li.ws-lead').count()).toBe(1)
    await page.getByText('Export CSV').click()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^petlead-leads-willow-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = readFileSync((await download.path())!)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^Lead ID,Received \(UTC\),Kind,Status/)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(wanted)
    expect(lines[1]).toContain(",'=Biscuit Owner,")
    // An export is logged once (the export log), never as a line on each lead's timeline.
    await page.locator('li.ws-lead a').first().click()
    await page
      .getByText(/Received/)
      .first()
      .waitFor()
    expect(await page.getByText(/Exported/).count()).toBe(0)
    await expectNoAxeViolations(page, 'lead page after export')
    expect(errors).toEqual([])
    await page.context().close()
  }, 60_000)
})
