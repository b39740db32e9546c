import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { REPO_ROOT } from '../../../server/repoRoot'
import { freePort } from '../../../server/testing/freePort'
import { loadConfig } from '../../../server/loadConfig'
import type { Page } from 'playwright-core'
import { startServer, type RunningServer } from '../../../server/startServer'
import { expect, inject } from 'vitest'
import { copyTemplate } from '../../../server/testing/copyTemplate'
import { demoHost } from '../../../demo/demoHost'
import type { Clock } from '../../../server/clock'
import { e2eClock } from './e2eClock'

/** One e-mail the demo host's SMTP sink received. */
export interface Mail {
  id: string
  to: string
  subject: string
  text: string
  html: string
  date: string
}

/** The real demo host (pages, API, workers, SMTP sink) on a random port over a fresh DATA_DIR. */
export interface DemoHost {
  origin: string
  server: RunningServer
  /** Every e-mail received so far, newest first, as /outbox.json lists it. */
  outbox(): Promise<Mail[]>
  /** The newest e-mail matching `pred`, polled for until `timeout` (the mail worker sends asynchronously). */
  waitForMail(pred: (m: Mail) => boolean, timeout?: number): Promise<Mail>
  close(): Promise<void>
}

/**
 * Every request of a browser test comes from this machine's one address, and tests reuse their
 * fixture owners' addresses: the per-caller and per-address budgets (server/mail/ownerMailBudget.ts,
 * server/booking/holdBudget.ts) would measure the test file, not the product. They are proved with
 * an injected clock in server/booking/bookingBudgets.test.ts; here they are wide.
 */
export const E2E_BUDGETS = {
  OWNER_MAIL_HOURLY_LIMIT: '20',
  OWNER_MAIL_CALLER_HOURLY_LIMIT: '10000',
  HOLD_CALLER_LIMIT: '1000',
  HOLD_CLINIC_LIMIT: '1000',
}

/**
 * Where the demo host's log lines go: nowhere, unless E2E_LOG_DIR names a folder, where each test
 * file's hosts append theirs to `<file>.log` (to read what the server did in a failed run).
 */
function serverLog(): (line: string) => void {
  const dir = process.env.E2E_LOG_DIR
  if (!dir) return () => {}
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${basename(expect.getState().testPath ?? 'host')}.log`)
  return (line) => appendFileSync(file, `${line}\n`)
}

/**
 * Starts the whole product in this process, as `npm start` does, with no logs (see serverLog) and the browser
 * tests' clock (support/e2eClock.ts) unless given another `clock`; `env` adds settings (e.g. CORS_ORIGINS).
 */
export async function startDemoHost(env: Record<string, string> = {}, clock: Clock = e2eClock): Promise<DemoHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'petlead-e2e-'))
  const port = await freePort()
  const config = loadConfig(
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CAPTCHA_MAX_NUMBER: '2000', ...E2E_BUDGETS, ...env },
    REPO_ROOT,
  )
  // A copy of the run's migrated database: no initdb and no migration at each start.
  copyTemplate(inject('pgliteTemplate'), dataDir)
  // The workers poll at production's interval: a commit that queues work wakes them at once (NOTIFY), so a
  // shorter poll only hastens work due later (a retry, an escalation), at a tenth of a core per idle host.
  const server = await startServer(config, { clock, log: serverLog(), hostPages: demoHost })
  const origin = server.url
  const outbox = async (): Promise<Mail[]> => (await fetch(`${origin}/outbox.json`)).json()
  return {
    origin,
    server,
    outbox,
    async waitForMail(pred, timeout = 15_000) {
      const until = Date.now() + timeout
      while (Date.now() < until) {
        const found = (await outbox()).find(pred)
        if (found) return found
        await new Promise((r) => setTimeout(r, 150))
      }
      throw new Error('expected e-mail never arrived in /outbox.json')
    },
    async close() {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Waits until every `[data-petlead-form]` on the page has reached `state`: by default `drawn` (the
 * widget has rendered in its shadow root); `placed`, the loader's place while the widget's code is
 * on its way (its slot); `styled`, the widget's own root, its stylesheet adopted (its words may still
 * be on their way). Mount points are scrolled into view one by one first, because the landing page
 * mounts its lower widgets only as they come near the screen. Ends scrolled back to the top.
 */
export async function waitForWidgets(page: Page, state: 'drawn' | 'placed' | 'styled' = 'drawn', timeout = 20_000): Promise<void> {
  const count = await page.locator('[data-petlead-form]').count()
  if (count === 0) throw new Error('no [data-petlead-form] on the page')
  for (let i = 0; i < count; i++) {
    await page.evaluate((n) => document.querySelectorAll('[data-petlead-form]')[n]!.scrollIntoView({ block: 'center' }), i)
    await page.waitForFunction(
      ([n, s]) => {
        const root = document.querySelectorAll('[data-petlead-form]')[n]!.shadowRoot
        if (s === 'placed') return !!root?.querySelector('.pl-container slot')
        if (s === 'styled') return (root?.adoptedStyleSheets.length ?? 0) > 0
        return !!root?.querySelector('.pl-container > :not(slot)')
      },
      [i, state] as const,
      { timeout },
    )
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}
