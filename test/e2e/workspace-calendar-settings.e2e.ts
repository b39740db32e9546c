import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { REPO_ROOT } from '../../demo/server/createApp'
import { loadConfig } from '../../demo/server/loadConfig'
import { freePort } from '../../demo/server/testing/freePort'
import { startServer, type RunningServer } from '../../demo/server/startServer'
import { expectNoAxeViolations } from './support/axe'
import { launchBrowser, newPage } from './support/browser'
import { openSettings } from './support/openSettings'

/**
 * The clinic's own calendar in the workspace's Settings, on the real demo host (with
 * WEBHOOK_ALLOW_LOOPBACK=1, so a calendar server on this machine stands for Google's): a private
 * address is refused on its field, the secret address is saved and read by the server's own poll
 * loop, and the page shows it masked with the time it was last read; a calendar that goes missing
 * shows its problem in plain words. Axe-clean in each state.
 */
const SECRET = 'private-5f1c0ffee0ddba11c0de'
let server: RunningServer
let dataDir: string
let browser: Browser
let ics: Server
let icsUrl: string
let icsStatus = 200

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'petlead-e2e-calendar-'))
  ics = createServer((_req, res) => {
    if (icsStatus !== 200) return res.writeHead(icsStatus).end()
    res.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\nEND:VCALENDAR\n')
  })
  await new Promise<void>((r) => ics.listen(0, '127.0.0.1', r))
  icsUrl = `http://127.0.0.1:${(ics.address() as AddressInfo).port}/calendar/ical/${SECRET}/basic.ics`
  const config = loadConfig(
    { PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, CAPTCHA_MAX_NUMBER: '2000', WEBHOOK_ALLOW_LOOPBACK: '1' },
    REPO_ROOT,
  )
  ;[server, browser] = await Promise.all([startServer(config, { log: () => {}, idleMs: 200 }), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await new Promise<void>((r) => ics?.close(() => r()))
  rmSync(dataDir, { recursive: true, force: true })
})

describe("the clinic's own calendar in Settings", () => {
  it('refuses a private address on its field, saves the secret address masked, and shows the last read and the last problem', async () => {
    const { page, errors } = await newPage(browser, { width: 1024, height: 800 })
    await openSettings(page, server.url)
    const form = page.getByRole('form', { name: 'Online booking: your own calendar' })
    await form.getByText('No calendar connected.').waitFor()
    const address = form.getByLabel('Secret address in iCal format')

    await address.fill(`https://10.0.0.5/${SECRET}.ics`)
    await form.getByRole('button', { name: 'Save calendar address' }).click()
    await form.getByText(/cannot read a calendar on this server or its private network/).waitFor()
    expect(await address.getAttribute('aria-invalid')).toBe('true')
    await expectNoAxeViolations(page, 'calendar refused')

    await address.fill(icsUrl)
    await form.getByRole('button', { name: 'Save calendar address' }).click()
    await form.getByText('Calendar address saved. It will be read within a minute.').waitFor()
    await form.getByText(/Connected calendar: 127\.0\.0\.1:\d+ …c0de/).waitFor()
    // Once set, the field offers to replace it, empty: the secret is never sent back to the page.
    expect(await form.getByLabel('Replace with another secret address').inputValue()).toBe('')
    expect(await page.content()).not.toContain(SECRET)
    // The server's poll loop reads it at once (woken by the save); the page shows it on its next load.
    await expect
      .poll(async () => (await server.deps.db.query('SELECT 1 FROM clinic_calendars WHERE last_success_at IS NOT NULL')).length)
      .toBe(1)
    await page.reload()
    await page
      .getByRole('form', { name: 'Online booking: your own calendar' })
      .getByText(/^Last read: /)
      .waitFor()
    await expectNoAxeViolations(page, 'calendar read')

    icsStatus = 404
    await server.deps.db.query('UPDATE clinic_calendars SET next_poll_at = now()')
    await expect
      .poll(async () => (await server.deps.db.query('SELECT 1 FROM clinic_calendars WHERE last_error IS NOT NULL')).length)
      .toBe(1)
    await page.reload()
    const again = page.getByRole('form', { name: 'Online booking: your own calendar' })
    await again.getByText(/the address may have been reset or made private; paste the current one/).waitFor()
    await again.getByRole('button', { name: 'Disconnect calendar' }).click()
    await again.getByText('Calendar disconnected: it no longer blocks slots.').waitFor()
    expect(errors).toEqual([])
  })
})
