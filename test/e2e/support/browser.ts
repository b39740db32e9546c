import { chromium, type Browser, type Page } from 'playwright-core'
import { findChromium } from '../../../scripts/findChromium.mjs'

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

/** Launch Debian's Chromium through playwright-core (no browser download exists here). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || findChromium({ install: false }), args: CHROMIUM_ARGS })
}

/** A page that fails the test on any uncaught error in the widget. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1024, height: 900 },
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ page: Page; errors: string[] }> {
  // bypassCSP lets tests inject axe-core into the strict-CSP fixture pages; the CSP suite turns it off.
  const context = await browser.newContext({ viewport, bypassCSP: true, ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  return { page, errors }
}
