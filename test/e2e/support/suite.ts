import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { startWebhookReceiver } from '../../../server/testing/webhookReceiver'
import { collectViolations, type Violation } from '../fixtures/pageProbes'
import { STRICT_CSP, startApiDouble, type ApiDouble, type ApiDoubleOptions } from './apiDouble'
import { launchBrowser, newPage } from './browser'
import { startDemoHost, type DemoHost } from './demoHost'
import { e2eNow } from './e2eClock'

/** Anything a suite starts and must stop: a server, a double, a receiver. */
export interface Closable {
  close(): unknown
}

/**
 * The servers `start` returns (each with its `close`) and one browser for the whole file: started
 * before its first test, together; closed after its last, browser first. Every other helper here
 * is this one with a given `start`. `set` receives them, so a file keeps its own variables:
 *
 * @example
 * let api: ApiDouble, cdn: ApiDouble, browser: Browser
 * withServers(async () => ({ api: await startApiDouble(), cdn: await startApiDouble() }), (s) => ({ api, cdn, browser } = s))
 */
export function withServers<T extends Record<string, Closable>>(
  start: () => Promise<T>,
  set: (suite: T & { browser: Browser }) => unknown,
  browserOptions: Parameters<typeof launchBrowser>[0] = {},
): void {
  let suite: (T & { browser: Browser }) | undefined
  beforeAll(async () => {
    const [servers, browser] = await Promise.all([start(), launchBrowser(browserOptions)])
    suite = { browser, ...servers }
    await set(suite)
  })
  afterAll(async () => {
    for (const s of Object.values(suite ?? {}) as Closable[]) await s.close()
  })
}

/**
 * One API double and one browser for the whole file.
 *
 * @example
 * let api: ApiDouble, browser: Browser
 * withApiDouble((s) => ({ api, browser } = s))
 */
export function withApiDouble(set: (suite: { api: ApiDouble; browser: Browser }) => unknown, options?: ApiDoubleOptions): void {
  withServers(async () => ({ api: await startApiDouble(options) }), set)
}

/**
 * The demo host (the real server on PGlite, with `env` added to its environment) and one browser
 * for the whole file.
 *
 * @example
 * let host: DemoHost, browser: Browser
 * withDemoHost((s) => ({ host, browser } = s))
 */
export function withDemoHost(
  set: (suite: { host: DemoHost; browser: Browser }) => void,
  env: Record<string, string> = {},
  browserOptions: Parameters<typeof launchBrowser>[0] = {},
): void {
  withServers(async () => ({ host: await startDemoHost(env) }), set, browserOptions)
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>

/**
 * The demo host allowed to deliver webhooks to loopback addresses, a clinic's receiver on
 * 127.0.0.1 that verifies each delivery against `secret()` (read when the request arrives, so a
 * test can set it once the workspace has shown it), and one browser for the whole file.
 */
export function withWebhookReceiver(
  secret: () => string,
  set: (suite: { host: DemoHost; receiver: WebhookReceiver; browser: Browser }) => void,
): void {
  withServers(async () => {
    const [host, receiver] = await Promise.all([
      startDemoHost({ WEBHOOK_ALLOW_LOOPBACK: '1' }),
      startWebhookReceiver({ secret, now: e2eNow }),
    ])
    return { host, receiver }
  }, set)
}

/**
 * One API double, one browser and one context of it that obeys every page's CSP (`newPage` turns
 * CSP off, for axe), collecting each CSP and Trusted Types violation of its pages in `violations`.
 */
export function withCspContext(
  set: (suite: { api: ApiDouble; browser: Browser; context: BrowserContext; violations: Violation[] }) => void,
): void {
  let context: BrowserContext | undefined
  withApiDouble(async ({ api, browser }) => {
    context = await browser.newContext({ viewport: { width: 1024, height: 900 }, bypassCSP: false })
    set({ api, browser, context, violations: await collectViolations(context) })
  })
  afterAll(async () => {
    await context?.close()
  })
}

/** Opens `url` in `context` (see withCspContext), checking the page came with the strict policy. */
export async function openStrict(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage()
  const res = await page.goto(url)
  expect(res?.headers()['content-security-policy']).toBe(STRICT_CSP)
  return page
}

/** How each test of a file opens its widget's fixture page on the API double. */
export interface WidgetPageOptions {
  /** The fixture page, e.g. `/page/contact` or `/page/clinic-dental?clinic=pleasanton`. */
  path: string
  /** Waits until the widget shows what the file's tests start from (e.g. its first field); by default nothing. */
  ready?(page: Page, api: ApiDouble): Promise<unknown>
  /** Readies the double before the page opens; by default forgets requests, handlers and ids. */
  prepare?(api: ApiDouble): void
  viewport?: Parameters<typeof newPage>[1]
  context?: Parameters<typeof newPage>[2]
  double?: ApiDoubleOptions
}

/**
 * One API double and one browser for the whole file, and before each test a fresh page (a context
 * of its own, its uncaught errors collected) on the widget's fixture page, once `ready` says so.
 *
 * @example
 * let api: ApiDouble, page: Page, errors: string[]
 * withWidgetPage((s) => ({ api, page, errors } = s), { path: '/page/contact', ready: (p) => p.getByLabel('Email').waitFor() })
 */
export function withWidgetPage(
  set: (suite: { api: ApiDouble; browser: Browser; page: Page; errors: string[] }) => void,
  o: WidgetPageOptions,
): void {
  let api: ApiDouble, browser: Browser, page: Page | undefined
  withApiDouble((s) => ({ api, browser } = s), o.double)
  beforeEach(async () => {
    if (o.prepare) o.prepare(api)
    else api.reset()
    const opened = await newPage(browser, o.viewport, o.context)
    page = opened.page
    set({ api, browser, ...opened })
    await page.goto(`${api.origin}${o.path}`)
    await o.ready?.(page, api)
  })
  // Each test's page closes with it: a page left open until the file ends keeps its renderer busy
  // (a spinner still turning, a form's timers) beside every later test's.
  afterEach(async () => {
    await page?.context().close()
    page = undefined
  })
}
