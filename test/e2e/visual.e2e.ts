import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launchBrowser } from './support/browser'
import { startDemoHost, waitForWidgets, type DemoHost } from './support/demoHost'
import { compareWithBaseline, horizontalOverflow, steady } from './support/visual'
import { logIn } from './support/logIn'
import { expectNoAxeViolations } from './support/axe'
import { bookFirstVaccination } from './support/postPublic'

/**
 * The visual check: every workspace page and every widget's states on the demo host, at a phone,
 * a tablet and a desktop width, compared with the baselines in test/e2e/visual/baselines (see
 * docs/visual-tests.md), and checked for anything sticking out sideways. The browser's clock is
 * fixed, so dates and "today" are the same on every run; motion is off and fonts are pinned.
 * Every state pictured is checked by axe too (WCAG 2.2 A and AA), so a new state is never pictured unchecked.
 */
const WIDTHS = [390, 768, 1280] as const
/** Noon UTC on a fixed day: what every page's "now" reads. */
const NOW = new Date('2026-06-15T12:00:00Z')

interface Shot {
  name: string
  path: string
  /** Logged in as the Willow owner first. */
  owner?: boolean
  /** Brings the page to the state to picture, once it has loaded. */
  act?(page: Page): Promise<unknown>
  /** Goes on from the previous picture's page instead of loading `path` again (saves a landing-page load). */
  then?: boolean
  /** Pictures only this part of the page (a section of a long one), not the whole page. */
  part?(page: Page): Locator
  /** What differs on every run (a secret address with the test server's port), painted over in the picture. */
  mask?(page: Page): Locator[]
  /** The address to load, found when the shot runs (a private link only a booking's e-mail holds); `path` otherwise. */
  url?(): Promise<string>
}

/**
 * The owner's manage page of a visit booked now at Pleasanton (a clinic the pictured workspace
 * does not show), opened from the link its e-mail holds: one booking per width, since the pictures
 * go on to move it and cancel it.
 */
async function bookedVisitPage(): Promise<string> {
  const email = `visual-${crypto.randomUUID()}@example.org`
  await bookFirstVaccination(host.origin, {
    owner_name: 'Kim Park',
    email,
    phone: '4155550177',
    pet_name: 'Mochi',
    species: 'cat',
    lang: 'en',
  })
  const mail = await host.waitForMail((m) => m.to === email && /booking#token=/.test(m.text))
  const link = new URL(/https?:\/\/\S+\/booking#token=\S+/.exec(mail.text)![0])
  return `${link.pathname}${link.hash}`
}
/** The manage page's times follow the browser tests' clock (a Tuesday of the week the suite runs in): the visit's time and the chosen new time are painted over. */
const visitTimes = (p: Page) => [p.locator('#booking-details dd').nth(1), p.locator('#booking-slot')]
const manage = (name: string, act: Shot['act'], then = true): Shot => ({
  name: `manage-${name}`,
  path: '/booking',
  act,
  then,
  mask: visitTimes,
})

const widget = (name: string, path: string, act?: Shot['act']): Shot => ({ name: `widget-${name}`, path, act })
const workspace = (name: string, path: string, act?: Shot['act']): Shot => ({ name: `workspace-${name}`, path, owner: true, act })
const wizard = (page: Page) => page.getByRole('dialog', { name: 'Request a low-cost service' })

export const SHOTS: Shot[] = [
  widget('landing', '/'),
  {
    ...widget('wizard-step1', '/', async (p) => {
      await p.getByRole('button', { name: 'Request a low-cost service' }).first().click()
      await wizard(p).waitFor()
    }),
    then: true,
  },
  {
    ...widget('wizard-required', '/', async (p) => {
      await wizard(p).getByRole('button', { name: 'Next', exact: true }).click()
      await wizard(p).getByText('This field is required *').waitFor()
    }),
    then: true,
  },
  {
    ...widget('wizard-es', '/', async (p) => {
      await wizard(p).getByRole('button', { name: 'Español' }).click()
      await p.getByRole('dialog', { name: 'Solicitar un servicio de bajo costo' }).waitFor()
    }),
    then: true,
  },
  widget('health', '/main_form'),
  widget('dental', '/dentipet'),
  widget('recover-password', '/Recover_password'),
  widget('clinic-health-step1', '/form_Willow'),
  widget('clinic-health-required', '/form_Willow', async (p) => {
    await p.getByRole('button', { name: 'Next' }).click()
    await p.getByText('Is required').first().waitFor()
  }),
  widget('clinic-dental', '/form_dental_willow'),
  widget('kiosk-dental', '/form_dental_Willow_Park'),
  widget('qr-dental', '/form_qr_amcp'),
  widget('ai-test', '/test'),
  widget('routes', '/routes'),
  { name: 'workspace-login', path: '/workspace/login' },
  workspace('inbox', '/workspace'),
  workspace('settings', '/workspace/settings', (p) => p.getByRole('button', { name: 'Save settings' }).waitFor()),
  // Opening hours alone: the week as a table of days, the time zone picker, the two ticks apart.
  {
    ...workspace('settings-hours', '/workspace/settings', (p) => p.getByRole('button', { name: 'Save settings' }).waitFor()),
    part: (p) => p.getByRole('group', { name: 'Opening hours' }),
  },
  // The page's one Save, done: the status says so (and holds focus) beside the button. Saving the
  // values as loaded changes nothing later pictures show.
  {
    ...workspace('settings-saved', '/workspace/settings', async (p) => {
      await p.getByRole('button', { name: 'Save settings' }).click()
      await p.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor()
    }),
    then: true,
    part: (p) => p.locator('.ws-savebar'),
  },
  // Willow has no lead in the demo: the page says so in words, under its bookings.
  workspace('performance', '/workspace/performance', (p) => p.getByText('No leads in this period.').waitFor()),
  workspace('webhooks', '/workspace/webhooks', (p) => p.getByText('No endpoints yet.').waitFor()),
  // The snippet carries the bundle's integrity hash, which changes with every build.
  // The preview frame's form drawn first: the picture shows it whole, Next button included.
  {
    ...workspace('embed', '/workspace/embed', (p) => p.frameLocator('.ws-frame iframe').getByRole('button', { name: 'Next' }).waitFor()),
    mask: (p) => [p.getByLabel('Snippet: paste where the form should appear')],
  },
  workspace('team', '/workspace/team'),
  // The week of the fixed "now": the demo's visits fall in other weeks, so the grid is the same on every run.
  {
    ...workspace('calendar', '/workspace/calendar', (p) => p.getByRole('heading', { name: /Jun/ }).first().waitFor()),
    mask: (p) => [p.getByLabel('Private calendar address (ICS)')],
  },
  workspace('profile', '/workspace/profile'),
  // The owner's Funnel with nothing counted: the page says so in words and links to the embed page.
  // Its period's dates follow the browser tests' clock (the week the suite runs in): painted over.
  {
    ...workspace('funnel', '/workspace/funnel', (p) => p.getByRole('link', { name: 'Embed on your website' }).waitFor()),
    mask: (p) => [p.getByText(/, days in /)],
  },
  // The owner's manage page, as the booking e-mail opens it, then moved, asked to cancel, and cancelled.
  { ...manage('booked', (p) => p.locator('#booking-actions').waitFor(), false), url: bookedVisitPage },
  manage('moved', async (p) => {
    await p.getByLabel('New time').selectOption({ index: 1 })
    await p.getByRole('button', { name: 'Move', exact: true }).click()
    await p.getByRole('status').filter({ hasText: 'Your visit is moved' }).waitFor()
  }),
  manage('confirm-cancel', async (p) => {
    await p.getByRole('button', { name: 'Cancel the visit' }).click()
    await p.getByRole('group', { name: 'Cancel this visit? The time goes to someone else.' }).waitFor()
  }),
  manage('cancelled', async (p) => {
    await p.getByRole('button', { name: 'Yes, cancel it' }).click()
    await p.getByRole('status').filter({ hasText: 'Your visit is cancelled' }).waitFor()
  }),
]

let host: DemoHost
let browser: Browser

beforeAll(async () => {
  ;[host, browser] = await Promise.all([startDemoHost(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await host?.close()
})

/** Loads a page and lets it settle: widgets rendered, lists loaded, nothing pending. */
async function load(page: Page, shot: Shot) {
  if (!shot.then) {
    await page.goto(`${host.origin}${shot.url ? await shot.url() : shot.path}`)
    if (shot.path.startsWith('/workspace')) await page.locator('h1').first().waitFor()
    else if (shot.path !== '/routes' && shot.path !== '/booking') await waitForWidgets(page)
  }
  await shot.act?.(page)
  await steady(page)
  // Focus rings and hover states are not part of the picture.
  await page.mouse.move(0, 0)
}

describe.each(WIDTHS)('at %i px', (width) => {
  let page: Page
  beforeAll(async () => {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      // Lets axe be injected into the pages' strict CSP; the CSP suite proves nothing is blocked without it.
      bypassCSP: true,
      locale: 'en-US',
      timezoneId: 'UTC',
    })
    // The widgets pictured count no funnel views: the Funnel pictured later is the same on every run, whatever ran before it.
    await context.addInitScript(() => Object.defineProperty(navigator, 'sendBeacon', { value: () => true }))
    page = await context.newPage()
    await page.clock.setFixedTime(NOW)
  })
  afterAll(async () => {
    await page?.context().close()
  })

  it.each(SHOTS)('$name: no sideways overflow, same picture as its baseline', async (shot) => {
    if (shot.owner && !(await page.context().cookies()).length)
      await logIn(page, host.origin, { path: '/workspace/login', landing: (p) => p.getByRole('heading', { level: 1, name: 'Leads' }) })
    await load(page, shot)
    expect((await horizontalOverflow(page)).join('\n'), `${shot.name} at ${width} px`).toBe('')
    await expectNoAxeViolations(page, `${shot.name} at ${width} px`)
    const options = { animations: 'disabled', caret: 'hide', scale: 'css', mask: shot.mask?.(page) } as const
    const picture = shot.part ? await shot.part(page).screenshot(options) : await page.screenshot({ ...options, fullPage: true })
    expect(compareWithBaseline(`${shot.name}-${width}`, picture)).toBeUndefined()
  })
})
