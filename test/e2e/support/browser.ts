import { chromium, type Browser, type Page } from 'playwright-core'
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

/** Each launched browser's own `newContext`, before the test clock was put in front of it. */
const realClockContexts = new WeakMap<Browser, Browser['newContext']>()

/**
 * Launch Debian's Chromium through playwright-core (no browser download exists here): its headless
 * shell when installed, or with `full` the whole browser, for a file that shows a permission prompt
 * (the shell denies notifications without asking; scripts/findChromium.mjs). Every context it opens
 * (`newPage` opens one too) runs on the browser tests' clock (support/e2eClock.ts), the one the
 * servers they talk to read: time then flows at real speed from there.
 */
export async function launchBrowser({ full = false } = {}): Promise<Browser> {
  const whole = () => process.env.CHROME_PATH || findChromium({ install: false })
  const browser = await chromium.launch({
    executablePath: full ? whole() : (findHeadlessShell() ?? whole()),
    args: CHROMIUM_ARGS,
  })
  const open = browser.newContext.bind(browser)
  realClockContexts.set(browser, open)
  browser.newContext = async (options) => {
    const context = await open(options)
    await context.clock.install({ time: e2eNow() })
    return context
  }
  return browser
}

/**
 * A page that fails the test on any uncaught error in the widget. `realClock` opens it on the
 * browser's own clock: for what reads the browser's performance timeline itself (web-vitals' INP
 * times event entries the fake clock does not see), never for what the server's time decides.
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
