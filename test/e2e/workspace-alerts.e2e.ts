import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validPet } from '../../server/testing/payloads'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { logIn } from './support/logIn'
import type { DemoHost } from './support/demoHost'
import { startPushService } from './support/pushService'
import { withDemoHost } from './support/suite'
import { solvedCaptcha } from '../../server/testing/solvedCaptcha'

/**
 * Staff alerts end to end on the real demo host (its VAPID pair generated in DATA_DIR): staff click
 * "Enable alerts", the browser (permission granted by the test) registers the workspace's service
 * worker, and a new lead reaches them twice: as a Web Push message, decrypted by a local push
 * service double, and as a desktop notification in the open tab (window.Notification spied on).
 *
 * The push subscription: headless Chromium offline has no push service (its PushManager talks to
 * Google's), so the page's own subscribe fails and it falls back to tab-only alerts, which this
 * test checks. The subscription is then made by the double with its own ECDH keys (node:crypto)
 * and POSTed to the subscribe route from the signed-in page (same origin, same session), exactly
 * the JSON a PushSubscription gives; the double decrypts the server's aes128gcm message with those keys.
 */
let host: DemoHost
let browser: Browser
let push: Awaited<ReturnType<typeof startPushService>>
// The full browser: its notification permission prompt is what the tests answer (the headless shell denies without asking).
withDemoHost((s) => ({ host, browser } = s), {}, { full: true })
beforeAll(async () => {
  // The test-only option (never read from the environment): the double listens on loopback.
  host.server.deps.config.pushAllowLoopbackForTests = true
  push = await startPushService({ expectedKey: host.server.deps.config.vapid!.publicKey })
})
afterAll(async () => {
  await push?.close()
})

/** Records every `new Notification(...)` the page makes, and still makes it. */
function spyOnNotifications(): void {
  const Real = window.Notification
  const made: Array<{ title: string; body?: string; tag?: string }> = []
  ;(window as unknown as { notes: typeof made }).notes = made
  class Spy extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options)
      made.push({ title, body: options?.body, tag: options?.tag })
    }
  }
  Object.defineProperty(window, 'Notification', { value: Spy, configurable: true, writable: true })
}

/** A lead sent to `clinicId` through the public API, captcha solved as a browser would. */
async function submitLead(clinicId: string, words: string): Promise<string> {
  const captcha = await solvedCaptcha(host.origin)
  const res = await fetch(`${host.origin}/api/pet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha': captcha },
    body: JSON.stringify({ ...validPet(), clinic_id: clinicId, additional_info: words }),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { content: { _id: string } }).content._id
}

describe('staff alerts', () => {
  it('serves the installable workspace: manifest, icons and a service worker for all of /workspace under the strict CSP', async () => {
    const sw = await fetch(`${host.origin}/workspace/sw.js`)
    expect(sw.status).toBe(200)
    expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(sw.headers.get('service-worker-allowed')).toBe('/workspace')
    expect(sw.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await sw.text()).toContain("addEventListener('push'")
    const manifest = (await (await fetch(`${host.origin}/workspace/manifest.webmanifest`)).json()) as {
      start_url: string
      scope: string
      icons: Array<{ src: string; sizes: string }>
    }
    expect([manifest.start_url, manifest.scope]).toEqual(['/workspace', '/workspace'])
    for (const icon of manifest.icons.filter((i) => i.sizes !== 'any')) {
      const png = await fetch(host.origin + icon.src)
      expect([icon.src, png.status, png.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png'])
    }
    expect(await (await fetch(`${host.origin}/workspace`)).text()).toContain('<link rel="manifest" href="/workspace/manifest.webmanifest">')
  })

  it('Enable alerts asks only on the click; a new lead then arrives as a Web Push message and a desktop notification in the open tab', async () => {
    const { page, errors } = await newPage(browser)
    await page.addInitScript(spyOnNotifications)
    let asked = 0
    await page.exposeFunction('countAsk', () => {
      asked++
    })
    await page.addInitScript(() => {
      const ask = Notification.requestPermission.bind(Notification)
      Notification.requestPermission = (() => {
        void (window as unknown as { countAsk(): void }).countAsk()
        return ask()
      }) as typeof Notification.requestPermission
    })
    await page.context().grantPermissions(['notifications'], { origin: host.origin })
    await logIn(page, host.origin, { email: 'front@willow.test' })
    expect(asked, 'never asked on load').toBe(0)
    await page.getByRole('button', { name: 'Enable alerts' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: /Alerts are on/ })
      .waitFor({ timeout: 30_000 })
    expect(asked).toBe(1)
    // The service worker controls the whole workspace.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/workspace'))?.scope)).toBe(
      `${host.origin}/workspace`,
    )
    // Offline, Chromium's own push service is unreachable: the page says alerts work while the tab is open, and the double stands in.
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /Alerts are on/ })
        .textContent(),
    ).toBe('Alerts are on while this tab is open. Alerts with the tab closed are not available in this browser.')
    const sub = push.subscribe()
    const saved = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/workspace/push/subscriptions', {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      sub,
    )
    expect(saved).toBe(201)

    const lead = await submitLead('willow', 'She ate chocolate and is having a seizure')
    const [got] = await push.waitFor(1, 20_000)
    expect(got).toMatchObject({
      endpoint: sub.endpoint,
      vapidOk: true,
      urgency: 'high',
      payload: { type: 'lead', leadId: lead, urgency: 'emergency', title: 'Emergency lead: Rex (dog)', url: `/workspace/leads/${lead}` },
    })
    await page.waitForFunction(
      (id) => (window as unknown as { notes: Array<{ tag?: string }> }).notes.some((n) => n.tag === `lead-${id}`),
      lead,
      { timeout: 20_000 },
    )
    const notes = await page.evaluate(() => (window as unknown as { notes: unknown[] }).notes)
    expect(notes).toEqual([{ title: 'Emergency lead', body: 'A new lead arrived. Open it in the workspace.', tag: `lead-${lead}` }])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the Profile page: channels and mobile by keyboard alone, a wrong number explained, axe clean', async () => {
    const { page, errors } = await newPage(browser)
    await logIn(page, host.origin, { email: 'front@pleasanton.test' })
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Profile' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your alerts' }).waitFor()
    await page.getByRole('checkbox', { name: 'Browser notification' }).waitFor()
    await expectNoAxeViolations(page, 'profile')
    // From the browser checkbox, Tab reaches each control in order; Space ticks, Enter saves.
    await page.getByRole('checkbox', { name: 'Browser notification' }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ws-mobile')
    await page.keyboard.type('555-01')
    await page.keyboard.press('Enter')
    const error = page.getByRole('alert').filter({ hasText: 'Enter a mobile number' })
    await error.waitFor()
    expect(await page.evaluate(() => [document.activeElement?.id, document.activeElement?.getAttribute('aria-invalid')])).toEqual([
      'ws-mobile',
      'true',
    ])
    await expectNoAxeViolations(page, 'profile, wrong number')
    await page.keyboard.press('Control+A')
    await page.keyboard.type('(925) 555-0123')
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: 'Alert settings saved.' }).waitFor()
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('+19255550123')
    const stored = await page.evaluate(
      async () => (await (await fetch('/api/workspace/alerts', { credentials: 'include' })).json()) as { content: unknown },
    )
    expect(stored.content).toEqual({ push: true, email: true, sms: true, mobile: '+19255550123', subscriptions: 0 })
    expect(errors).toEqual([])
  })
})
