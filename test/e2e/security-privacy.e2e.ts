import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { serveAltcha } from './support/altcha'
import { startApiDouble, type ApiDouble } from './support/apiDouble'
import { newPage } from './support/browser'
import { withServers } from './support/suite'
import { startReferenceServer, type ReferenceServer } from './fixtures/referenceServer'
import { WIDGETS, fixtureUrl, type OwnerValues } from './fixtures/widgets'
import { FUNNEL_FORMS } from '../../src/schemas/funnel'

/**
 * A sentinel name, e-mail and phone typed into every widget never appear in a URL,
 * query string or Referer, nor in the reference server's log lines, during a full run; requests
 * carry no cookies even when the page has some, and no Referer.
 */

const sentinel: OwnerValues = {
  owner: 'Quillon Sentinelname',
  pet: 'Zorbly',
  email: 'sentinel.q7x@example.com',
  phone: '5550199837',
  text: 'Sentinel text Quillon',
}
const secrets = [sentinel.owner, sentinel.email, sentinel.phone, sentinel.pet, 'Quillon', 'sentinel.q7x']
const leaks = (s: string) => {
  const forms = [s, decodeURIComponent(s.replace(/\+/g, ' '))]
  return secrets.filter((x) => forms.some((f) => f.toLowerCase().includes(x.toLowerCase())))
}

/** The API double for what widgets send, the reference server for what the real API does with it. */
let browser: Browser, api: ApiDouble, server: ReferenceServer
withServers(
  async () => ({ api: await startApiDouble(), server: await startReferenceServer() }),
  (s) => ({ browser, api, server } = s),
)

/** Every request the page makes, as the browser sent it. */
function watch(page: Page) {
  const seen: Array<{ url: string; headers: Record<string, string> }> = []
  page.on('request', async (r) => {
    // A request still in flight when the test closes its page has no headers to read any more:
    // it was never recorded before either, but the rejection must not escape as unhandled.
    const headers = await r.allHeaders().catch(() => null)
    if (headers) seen.push({ url: r.url(), headers })
  })
  return seen
}

describe('privacy against the API double (every widget)', () => {
  it.each(WIDGETS.map((d) => [d.form, d] as const))('%s: no sentinel in any URL or Referer, no cookie sent', async (_f, d) => {
    api.reset()
    if (d.captcha) serveAltcha(api, 5, 100)
    const { page, errors } = await newPage(browser, { width: 900, height: 1000 })
    const url = new URL(fixtureUrl(api.origin, '/page/', d))
    // The host page has cookies of its own: they must never ride along with the owner's data.
    await page.context().addCookies([{ name: 'host_session', value: 'abc123', url: url.origin }])
    const seen = watch(page)
    await page.goto(url.href)
    await d.ready(page).waitFor()
    await d.fill(page, sentinel, { photo: d.photo })
    await d.send(page)
    await d.success(page).first().waitFor({ timeout: 30000 })
    if ((FUNNEL_FORMS as readonly string[]).includes(d.form)) {
      // The owner leaves (the tab hidden): the widget's funnel batch goes now, and is checked below too.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      })
      await expect.poll(() => api.requests.some((r) => r.path === '/funnel'), { timeout: 10_000 }).toBe(true)
    }
    const calls = api.requests.filter((r) => r.method !== 'OPTIONS' && r.path !== '/favicon.ico') // the browser's own favicon fetch is not the widget's
    expect(calls.length).toBeGreaterThan(0)
    for (const r of calls) {
      expect(leaks(r.path), r.path).toEqual([])
      expect(r.headers.cookie, `${r.method} ${r.path}`).toBeUndefined()
      expect(r.headers.referer, `${r.method} ${r.path}`).toBeUndefined()
    }
    for (const r of seen.filter((s) => s.url.includes('/api/'))) {
      expect(leaks(r.url), r.url).toEqual([])
      expect(r.headers.cookie).toBeUndefined()
      expect(r.headers.referer).toBeUndefined()
    }
    // The data did go somewhere: in bodies, where it belongs.
    expect(calls.some((r) => [sentinel.phone, sentinel.text, sentinel.email].some((x) => r.raw.toString('utf8').includes(x)))).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('privacy against the reference server (its log lines)', () => {
  const runs = [
    { form: 'health', route: '/main_form' },
    { form: 'dental', route: '/dentipet' },
    { form: 'qr-dental', route: '/form_qr_amcp' },
    { form: 'service-request', route: '/' },
    { form: 'recover-password', route: '/Recover_password', partial: true },
  ]
  it.each(runs)('$form via $route: the server logs no sentinel', async ({ form, route, partial }) => {
    const d = WIDGETS.find((w) => w.form === form)!
    const { page } = await newPage(browser, { width: 900, height: 1000 })
    const seen = watch(page)
    const from = server.logs.length
    await page.goto(server.url + route)
    await d.ready(page).waitFor()
    if (partial) {
      // Step 1 only: the demo user's code is not known here; the e-mail is the secret that matters.
      await page.getByLabel('Email').fill(sentinel.email)
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByLabel('6-digit code').waitFor()
    } else {
      await d.fill(page, sentinel, { photo: false })
      await d.send(page)
      await d.success(page).first().waitFor({ timeout: 30000 })
    }
    await page.waitForTimeout(300)
    const lines = server.logs.slice(from)
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(leaks(line), line).toEqual([])
    for (const r of seen) {
      expect(leaks(r.url), r.url).toEqual([])
      if (r.url.includes('/api/')) expect(r.headers.referer, r.url).toBeUndefined()
    }
    await page.context().close()
  })

  it('the workers log no sentinel either (assessment and e-mail jobs)', async () => {
    await new Promise((r) => setTimeout(r, 1500))
    for (const line of server.logs) expect(leaks(line), line).toEqual([])
  })
})
