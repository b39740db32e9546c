import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { findChromium, findHeadlessShell } from '../../../scripts/findChromium.mjs'
import { e2eNow } from './e2eClock'

/** Flags that keep Debian's Chromium quiet and offline on this machine. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/**
 * How long a page action or wait (a click, `waitFor`, `goto`) may take before it fails: a hang guard,
 * as the suite's test time-out is (vitest.config.ts), never a time budget. Playwright's own 30 s was
 * the shortest guard of the suite and the one that failed: on a busy two-core machine the wait for a
 * booking's confirmation (funnel.e2e.ts) gave up after 30 s while the server's log showed the booking
 * answered in 0.8 s; the test's process, which also runs the demo host, was starved of CPU, and the
 * Tab presses before it (each a round trip to the page) took 24 s where they take 1 s alone.
 */
export const PAGE_HANG_GUARD_MS = 90_000

/**
 * Moves the page's calendar time by `offsetMs` (to the browser tests' clock, support/e2eClock.ts),
 * running at real speed: `Date.now()`, `new Date()`, `Date()` and an Intl date format given no
 * date read it. Timers, `performance.now()` and the performance timeline stay the browser's own.
 * Playwright's `clock.install` did the same and more: it replaces every timer of the page and
 * wakes it every 100 ms to run them, for the page's whole life. Each page left open then took
 * about 1.5% of a core doing nothing (a file's pages add up: health.e2e.ts's twelve, 17% of a core
 * between its tests), in a suite whose two cores are its limit.
 */
function shiftDate(offsetMs: number) {
  const Real = Date
  const now = () => Real.now() + offsetMs
  class Shifted extends Real {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now())
      else super(...(args as [string]))
    }
    static now() {
      return now()
    }
  }
  // Called without `new`, Date() answers the time as text.
  globalThis.Date = new Proxy(Shifted, { apply: () => new Real(now()).toString() }) as DateConstructor
  const proto = Intl.DateTimeFormat.prototype
  const format = Object.getOwnPropertyDescriptor(proto, 'format')!.get!
  Object.defineProperty(proto, 'format', {
    configurable: true,
    get(this: Intl.DateTimeFormat) {
      const f = format.call(this) as (d?: Date | number) => string
      return (d?: Date | number) => f(d === undefined ? now() : d)
    },
  })
  const parts = proto.formatToParts
  proto.formatToParts = function (this: Intl.DateTimeFormat, d?: Date | number) {
    return parts.call(this, d === undefined ? now() : d)
  }
}

/** Each browser's own `newContext`, before the test clock was put in front of it. */
const realClockContexts = new WeakMap<Browser, Browser['newContext']>()

/**
 * The browsers this worker launched, one per executable, shared by its files one after the other
 * (the files of a worker run in turn in one module registry, vitest.config.ts). A file's contexts
 * are its own (cookies, storage, permissions, clock), so what it shares is only the process: a
 * launch and a close cost a file about a second of CPU. The worker's end closes its pipe, and with
 * it the browser.
 */
const launched = new Map<string, Promise<Browser>>()

function sharedBrowser(executablePath: string): Promise<Browser> {
  let browser = launched.get(executablePath)
  if (!browser) {
    browser = chromium.launch({ executablePath, args: CHROMIUM_ARGS })
    launched.set(executablePath, browser)
    // One that crashed or failed to start is launched again for the next file.
    void browser.then(
      (b) => b.on('disconnected', () => launched.get(executablePath) === browser && launched.delete(executablePath)),
      () => launched.delete(executablePath),
    )
  }
  return browser
}

/**
 * Debian's Chromium through playwright-core (no browser download exists here): its headless shell
 * when installed, or with `full` the whole browser, for a file that shows a permission prompt (the
 * shell denies notifications without asking; scripts/findChromium.mjs). What a file gets is its own
 * view of the worker's browser: every context it opens (`newPage` opens one too) runs on the browser
 * tests' clock (support/e2eClock.ts), the one the servers they talk to read, time flowing at real
 * speed from there; `contexts()` lists only its own, and `close()` closes those, never the browser.
 */
export async function launchBrowser({ full = false } = {}): Promise<Browser> {
  const whole = () => process.env.CHROME_PATH || findChromium({ install: false })
  const browser = await sharedBrowser(full ? whole() : (findHeadlessShell() ?? whole()))
  const own = new Set<BrowserContext>()
  const open = async (options?: BrowserContextOptions) => {
    const context = await browser.newContext(options)
    context.setDefaultTimeout(PAGE_HANG_GUARD_MS)
    own.add(context)
    context.on('close', () => own.delete(context))
    return context
  }
  const newContext = async (options?: BrowserContextOptions) => {
    const context = await open(options)
    await context.addInitScript(shiftDate, e2eNow() - Date.now())
    return context
  }
  const mine: Partial<Browser> = {
    newContext,
    newPage: async (options?: BrowserContextOptions) => (await newContext(options)).newPage(),
    contexts: () => [...own],
    close: async () => void (await Promise.all([...own].map((c) => c.close()))),
  }
  const view = new Proxy(browser, {
    get: (target, key) => {
      if (Object.hasOwn(mine, key)) return mine[key as keyof Browser]
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
  realClockContexts.set(view, open)
  return view
}

/**
 * A page that fails the test on any uncaught error in the widget. `realClock` opens it on the
 * browser's own calendar time, nothing shifted: for what measures the page itself (web-vitals'
 * INP, from the performance timeline), never for what the server's time decides.
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 1024, height: 900 },
  options: Parameters<Browser['newContext']>[0] = {},
  { realClock = false } = {},
): Promise<{ page: Page; errors: string[] }> {
  const newContext = (realClock && realClockContexts.get(browser)) || browser.newContext.bind(browser)
  // bypassCSP lets tests inject axe-core into the strict-CSP fixture pages; the CSP suite turns it off.
  const context = await newContext({ viewport, bypassCSP: true, ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  return { page, errors }
}
