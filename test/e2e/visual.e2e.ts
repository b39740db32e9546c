import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launchBrowser } from './support/browser'
import { startDemoHost, waitForWidgets, type DemoHost } from './support/demoHost'
import { compareWithBaseline, horizontalOverflow, steady } from './support/visual'
import { logIn } from './support/logIn'
import { expectNoAxeViolations } from './support/axe'
import { bookFirstVaccination, postPublic } from './support/postPublic'
import { clockFrom, TEST_ZONE } from './support/e2eClock'
import { instantAt } from '../../server/hours/zonedTime'
import { validPet } from '../../server/testing/payloads'

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
/**
 * The demo host's clock starts at 10 AM on the clinics' clock the next day, a Tuesday they are open
 * (as the other browser tests' clock), and runs at real speed: a lead, a claim or a change request
 * made during the run carries that day's date on every run. Only its minutes vary, with how long the
 * run took to reach it: those are painted over.
 */
const HOST_START = instantAt(2026, 6, 16, 10, 0, TEST_ZONE)
/** The pictured workspace's account: Willow's owner. */
const OWNER = 'owner@willow.test'

/** The page of the account `who` ('' for nobody) at the width being pictured, in a browser context of its own, logged in once. */
type PageOf = (who: string) => Promise<Page>

interface Shot {
  name: string
  path: string
  /** Logged in as the Willow owner. */
  owner?: boolean
  /** Logged in as this account instead (its own browser context at each width). */
  as?: string
  /** Brings the page to the state to picture, once it has loaded; `pageOf` reaches another account's page. */
  act?(page: Page, pageOf: PageOf): Promise<unknown>
  /** Goes on from the previous picture's page instead of loading `path` again (saves a landing-page load). */
  then?: boolean
  /** Pictures only this part of the page (a section of a long one), not the whole page. */
  part?(page: Page): Locator
  /** What differs on every run (a secret address with the test server's port), painted over in the picture. */
  mask?(page: Page): Locator[]
  /** The address to load, found when the shot runs (a private link only a booking's e-mail holds); `path` otherwise. */
  url?(pageOf: PageOf): Promise<string>
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
  // Opening hours alone: the week as a table of days, the time zone picker, the two ticks apart. A
  // part of the page just pictured, as loaded: neither loaded nor checked by axe again.
  {
    ...workspace('settings-hours', '/workspace/settings'),
    then: true,
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

/** Who asks Willow's own health form about her dog: the same owner and dog at every width. */
const MAYA = { owner_name: 'Maya Ortiz', email: 'maya.ortiz@example.org', phone_number: '9255550142' }
/**
 * A lead for Willow from its own health form, sent now as the widget sends it (the form, then the
 * call that asks for its assessment at once); answers its page's address.
 */
async function willowLead(pet_name: string): Promise<string> {
  const lead = await postPublic(host.origin, '/api/pet', {
    ...validPet(),
    ...MAYA,
    pet_name,
    clinic_id: 'willow',
    zip_code: '90806',
    additional_info: 'Limping on her back left leg since yesterday, still eating and drinking.',
  })
  const id = lead.content._id!
  expect((await fetch(`${host.origin}/api/pet/message_to_ia/${encodeURIComponent(id)}`, { method: 'POST' })).ok).toBe(true)
  return `/workspace/leads/${encodeURIComponent(id)}`
}
/**
 * The lead page once the server is done with a new lead (it follows the lead live): the assessment
 * written and the clinic's e-mail about it sent, so the picture never catches a step on its way.
 */
async function leadSettled(p: Page, pet: string) {
  const shown = async () => {
    await p.getByRole('heading', { level: 1, name: `${pet} · ${MAYA.owner_name}` }).waitFor()
    await p.getByText("Written by PetLead's offline rules engine (no AI model)").waitFor()
  }
  await shown()
  // The mail worker's send is no event of the lead: the page says "sent" once read again.
  const emails = p.getByRole('region', { name: 'E-mails sent' }).locator('li')
  await expect
    .poll(
      async () => {
        if ((await emails.allTextContents()).join().includes('(queued')) await p.reload().then(shown)
        return emails.allTextContents()
      },
      { timeout: 20_000, interval: 500 },
    )
    .toEqual([expect.stringContaining('(sent, ')])
}
/**
 * The times the server gave (a lead's arrival, its timeline, its e-mails, a move): the day is the
 * host clock's fixed Tuesday, the minutes follow how long the run took to reach it. Painted over.
 */
const serverTimes = (p: Page) => [p.locator('article time')]
const lead = (name: string, act: Shot['act'], more: Partial<Shot> = {}): Shot => ({
  name: `workspace-lead-${name}`,
  path: '/workspace/leads',
  owner: true,
  then: true,
  act,
  mask: serverTimes,
  ...more,
})
/** Statuses are set as staff set them: the status picker, then Save status. */
async function setStatus(p: Page, status: string) {
  await p.getByLabel('Status', { exact: true }).selectOption({ label: status })
  await p.getByRole('button', { name: 'Save status' }).click()
  await p
    .getByRole('status')
    .filter({ hasText: `Saved: ${status}` })
    .waitFor()
}

/**
 * Leads acted on, pictured once every picture of the seeded demo is taken (an empty inbox, an empty
 * Performance): each width sends its own lead, so each width pictures the same fresh lead and walks
 * it through the same states.
 */
export const LEAD_SHOTS: Shot[] = [
  // Fresh: its urgency, the owner's answers in words, the phone formatted, the timeline and e-mails.
  lead('new', (p) => leadSettled(p, 'Biscuit'), { then: false, url: () => willowLead('Biscuit') }),
  // "I'll call": the cell now says who calls, and holds focus.
  lead('claimed', async (p) => {
    await p.getByRole('button', { name: "I'll call Biscuit, Maya Ortiz" }).click()
    await p.locator('.ws-meta').getByText('You have it').waitFor()
  }),
  // Called and booked by phone (no visit time): "Mark visited" is offered beside the status.
  lead('booked', async (p) => {
    await setStatus(p, 'Contacted')
    await setStatus(p, 'Booked')
    await p.getByRole('button', { name: 'Mark visited' }).waitFor()
  }),
  lead('visited', async (p) => {
    await p.getByRole('button', { name: 'Mark visited' }).click()
    await p.locator('.ws-meta .ws-status').getByText('Visited').waitFor()
  }),
  // Open on the owner's screen while the network team reassigns it: the page turns into where it went and why.
  lead(
    'moved',
    async (p, pageOf) => {
      await leadSettled(p, 'Pepper')
      const id = decodeURIComponent(new URL(p.url()).pathname.split('/').pop()!)
      const net = await pageOf(NETWORK)
      const status = await net.evaluate(
        async (id) =>
          (
            await fetch(`/api/workspace/leads/${encodeURIComponent(id)}`, {
              method: 'PATCH',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ clinic_id: 'pleasanton' }),
            })
          ).status,
        id,
      )
      expect(status).toBe(200)
      await p.getByRole('heading', { level: 1, name: 'Pepper moved to another clinic' }).waitFor()
    },
    { then: false, url: () => willowLead('Pepper') },
  ),
]

/** The network team's account, the one that sees Clinic changes. */
const NETWORK = 'demo@petlead.test'
/**
 * Pleasanton's owner asks for a wider service radius on their Settings page, held for the network's
 * approval. Asked at each width, since the pictures go on to reject it.
 */
async function radiusChangeAsked(pageOf: PageOf): Promise<string> {
  const owner = await pageOf('owner@pleasanton.test')
  await owner.goto(`${host.origin}/workspace/settings`)
  const radius = owner.getByLabel('Service radius (miles)')
  await radius.fill(String(Number(await radius.inputValue()) + 5))
  await owner.getByRole('button', { name: 'Save settings' }).click()
  await owner.getByText("Waiting for the network's approval").first().waitFor()
  return '/workspace/clinic-changes'
}

/** Pictured once every lead above exists and was acted on at every width, so each width counts the same leads. */
export const AFTER_SHOTS: Shot[] = [
  // Performance with its period's leads: the charts with their axis and values, the tables with every figure.
  workspace('performance-leads', '/workspace/performance', (p) => p.getByRole('table', { name: 'By week' }).waitFor()),
  // The network team's queue of clinic changes: one waiting, then rejected (so the next width asks again for the same change).
  {
    name: 'workspace-clinic-changes',
    path: '/workspace/clinic-changes',
    as: NETWORK,
    url: radiusChangeAsked,
    act: (p) => p.getByRole('button', { name: 'Reject the change to Pleasanton Pet Care' }).waitFor(),
    // When it was asked: the host clock's minutes (see HOST_START).
    mask: (p) => [p.getByText(/^Asked by /)],
  },
  {
    name: 'workspace-clinic-changes-rejected',
    path: '/workspace/clinic-changes',
    as: NETWORK,
    then: true,
    act: async (p) => {
      await p.getByRole('button', { name: 'Reject the change to Pleasanton Pet Care' }).click()
      await p.getByRole('status').filter({ hasText: 'rejected' }).waitFor()
    },
  },
]

let host: DemoHost
let browser: Browser

beforeAll(async () => {
  // The headless shell (a fifth less CPU than the full browser, scripts/findChromium.mjs): every page
  // reads notifications as not yet asked (see openPage), as in an owner's Chromium.
  ;[host, browser] = await Promise.all([startDemoHost({}, clockFrom(HOST_START)), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await host?.close()
})

/** Loads a page and lets it settle: widgets rendered, lists loaded, nothing pending. */
async function load(page: Page, shot: Shot, pageOf: PageOf) {
  if (!shot.then) {
    await page.goto(`${host.origin}${shot.url ? await shot.url(pageOf) : shot.path}`)
    if (shot.path.startsWith('/workspace')) await page.locator('h1').first().waitFor()
    else if (shot.path !== '/routes' && shot.path !== '/booking') await waitForWidgets(page)
  }
  await shot.act?.(page, pageOf)
  await steady(page)
  // Focus rings and hover states are not part of the picture.
  await page.mouse.move(0, 0)
}

/** Pictures `shots` at every width, one width after the other against the same host. */
function pictureAtEveryWidth(shots: Shot[]) {
  describe.each(WIDTHS)('at %i px', (width) => {
    const pages = new Map<string, Promise<Page>>()
    const pageOf: PageOf = (who) => {
      if (!pages.has(who)) pages.set(who, openPage(width, who))
      return pages.get(who)!
    }
    afterAll(async () => {
      for (const page of pages.values()) await (await page).context().close()
    })

    it.each(shots)('$name: no sideways overflow, same picture as its baseline', async (shot) => {
      const page = await pageOf(shot.as ?? (shot.owner ? OWNER : ''))
      await load(page, shot, pageOf)
      expect((await horizontalOverflow(page)).join('\n'), `${shot.name} at ${width} px`).toBe('')
      // Gone on from the previous picture's page with nothing done (`then`, no `act`): the state axe
      // checked there, pictured in another part, is not checked again (on the settings page, 1.5 CPU-s).
      if (!(shot.then && !shot.act)) await expectNoAxeViolations(page, `${shot.name} at ${width} px`)
      const options = { animations: 'disabled', caret: 'hide', scale: 'css', mask: shot.mask?.(page) } as const
      const picture = shot.part ? await shot.part(page).screenshot(options) : await page.screenshot({ ...options, fullPage: true })
      expect(compareWithBaseline(`${shot.name}-${width}`, picture)).toBeUndefined()
    })
  })
}

/** A page `width` px wide on the fixed clock, logged in as `who` unless '' (nobody). */
async function openPage(width: number, who: string): Promise<Page> {
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
  // (In the page: the batch is a keepalive fetch, which Chromium sends past the context's routes.)
  await context.addInitScript(() => {
    const send = window.fetch.bind(window)
    window.fetch = (input, init) =>
      init?.keepalive && String(input).endsWith('/funnel') ? Promise.resolve(new Response(null, { status: 204 })) : send(input, init)
  })
  // The headless shell answers every notification prompt "denied" before it is asked; an owner's
  // Chromium has not asked yet, and the workspace then offers "Enable alerts", which the pictures show.
  await context.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'default' }))
  const page = await context.newPage()
  await page.clock.setFixedTime(NOW)
  if (who) await logIn(page, host.origin, { email: who, path: '/workspace/login' })
  return page
}

// Each list at every width before the next list begins: what a later list creates (leads, a change
// request) never reaches an earlier list's pictures, at any width.
describe('the demo as seeded', () => pictureAtEveryWidth(SHOTS))
describe('leads acted on', () => pictureAtEveryWidth(LEAD_SHOTS))
describe('once every lead was acted on', () => {
  // How fast each width's lead was acknowledged, claimed and contacted is the machine's speed, not the
  // page's: pictured as it came, a slow run drew taller bars. Each lead is set to a fixed pace first
  // (acknowledged 5 s, claimed 20 s, first contact 40 s after it arrived), so the figures are the same on every run.
  beforeAll(async () => {
    await host.server.deps.db.query(
      `UPDATE submissions SET acknowledged_at = CASE WHEN acknowledged_at IS NULL THEN NULL ELSE created_at + interval '5 seconds' END,
         claimed_at = CASE WHEN claimed_at IS NULL THEN NULL ELSE created_at + interval '20 seconds' END,
         first_contacted_at = CASE WHEN first_contacted_at IS NULL THEN NULL ELSE created_at + interval '40 seconds' END
       WHERE is_lead`,
    )
  })
  pictureAtEveryWidth(AFTER_SHOTS)
})
