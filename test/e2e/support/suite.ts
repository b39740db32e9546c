import { afterAll, beforeAll } from 'vitest'
import type { Browser } from 'playwright-core'
import { startApiDouble, type ApiDouble, type ApiDoubleOptions } from './apiDouble'
import { launchBrowser } from './browser'
import { startDemoHost, type DemoHost } from './demoHost'

/**
 * One API double and one browser for the whole file: started before its first test, closed after
 * its last. `set` receives them, so a file keeps its own `api` and `browser` variables:
 *
 * @example
 * let api: ApiDouble
 * let browser: Browser
 * withApiDouble((s) => ({ api, browser } = s))
 */
export function withApiDouble(set: (suite: { api: ApiDouble; browser: Browser }) => void, options?: ApiDoubleOptions): void {
  let suite: { api: ApiDouble; browser: Browser } | undefined
  beforeAll(async () => {
    const [api, browser] = await Promise.all([startApiDouble(options), launchBrowser()])
    suite = { api, browser }
    set(suite)
  })
  afterAll(async () => {
    await suite?.browser.close()
    await suite?.api.close()
  })
}

/**
 * The demo host (the real server on PGlite, with `env` added to its environment) and one browser
 * for the whole file, closed after its last test.
 *
 * @example
 * let host: DemoHost
 * let browser: Browser
 * withDemoHost((s) => ({ host, browser } = s))
 */
export function withDemoHost(set: (suite: { host: DemoHost; browser: Browser }) => void, env: Record<string, string> = {}): void {
  let suite: { host: DemoHost; browser: Browser } | undefined
  beforeAll(async () => {
    const [host, browser] = await Promise.all([startDemoHost(env), launchBrowser()])
    suite = { host, browser }
    set(suite)
  })
  afterAll(async () => {
    await suite?.browser.close()
    await suite?.host.close()
  })
}
