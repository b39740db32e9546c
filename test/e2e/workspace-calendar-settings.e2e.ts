import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import { startDemoHost, type DemoHost } from './support/demoHost'
import { openSettings } from './support/openSettings'
import { withServers } from './support/suite'
import { e2eClock } from './support/e2eClock'

/**
 * The clinic's own calendar in the workspace's Settings, on the real demo host (with
 * WEBHOOK_ALLOW_LOOPBACK=1, so a calendar server on this machine stands for Google's): a private
 * address is refused on its field (with the page's one Save, which saves the other parts and keeps
 * what was typed), the secret address is saved and read by the server's own poll
 * loop, and the page shows it masked with the time it was last read; a calendar that goes missing
 * shows its problem in plain words. Axe-clean in each state.
 */
const SECRET = 'private-5f1c0ffee0ddba11c0de'
let host: DemoHost
let browser: Browser
let calendar: Calendar
let icsStatus = 200

interface Calendar {
  url: string
  close(): Promise<void>
}

/** A calendar server on this machine standing for Google's: an empty calendar at its secret address, or `icsStatus` when that is not 200. */
async function startCalendar(): Promise<Calendar> {
  const ics = createServer((_req, res) => {
    if (icsStatus !== 200) return res.writeHead(icsStatus).end()
    res.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\nEND:VCALENDAR\n')
  })
  await new Promise<void>((r) => ics.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(ics.address() as AddressInfo).port}/calendar/ical/${SECRET}/basic.ics`,
    close: () => new Promise<void>((r) => ics.close(() => r())),
  }
}

withServers(
  async () => ({ host: await startDemoHost({ WEBHOOK_ALLOW_LOOPBACK: '1' }), calendar: await startCalendar() }),
  (s) => ({ host, browser, calendar } = s),
)

describe("the clinic's own calendar in Settings", () => {
  it("saves with the page's one Save: a refused address stays on its field as typed while the rest saves; then saved masked, with the last read and the last problem", async () => {
    const { page, errors } = await newPage(browser, { width: 1024, height: 800 })
    await openSettings(page, host.origin)
    // One Save on the page: the calendar and speed to lead are parts of the settings form.
    await page.getByRole('button', { name: 'Save settings' }).waitFor()
    expect(await page.getByRole('button', { name: /^Save/ }).count()).toBe(1)
    const form = page.getByRole('group', { name: 'Online booking: your own calendar' })
    await form.getByText('No calendar connected.').waitFor()
    const address = form.getByLabel('Secret address in iCal format')

    // A refused address and a changed target saved together: the target is saved, the address keeps what was typed and says why.
    await address.fill(`https://10.0.0.5/${SECRET}.ics`)
    await page.getByLabel('First-contact target (minutes)').fill('7')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await form.getByText(/cannot read a calendar on this server or its private network/).waitFor()
    expect(await address.getAttribute('aria-invalid')).toBe('true')
    expect(await address.inputValue()).toBe(`https://10.0.0.5/${SECRET}.ics`)
    await expect.poll(() => address.evaluate((el) => el === document.activeElement)).toBe(true)
    await expect
      .poll(
        async () =>
          (
            await host.server.deps.db.query<{ f: { targetMinutes?: number } | null }>(
              'SELECT first_contact AS f FROM clinics WHERE id = $1',
              ['willow'],
            )
          )[0]?.f?.targetMinutes,
      )
      .toBe(7)
    await expectNoAxeViolations(page, 'calendar refused')

    await address.fill(calendar.url)
    await page.getByRole('button', { name: 'Save settings' }).click()
    // Saved: the status says so and takes focus, so a screen reader hears it where the reader is.
    const status = page
      .getByRole('status')
      .filter({ hasText: 'Settings saved. Widgets show them on their next load. Calendar address saved. It will be read within a minute.' })
    await status.waitFor()
    await expect.poll(() => status.evaluate((el) => el === document.activeElement)).toBe(true)
    await form.getByText(/Connected calendar: 127\.0\.0\.1:\d+ …c0de/).waitFor()
    // Once set, the field offers to replace it, empty: the secret is never sent back to the page.
    expect(await form.getByLabel('Replace with another secret address').inputValue()).toBe('')
    expect(await page.content()).not.toContain(SECRET)
    await expectNoAxeViolations(page, 'settings saved')
    // The server's poll loop reads it at once (woken by the save); the page shows it on its next load.
    // The read (fetch, then parse in a worker thread) takes seconds on a loaded machine: waited for, not timed.
    await expect
      .poll(async () => (await host.server.deps.db.query('SELECT 1 FROM clinic_calendars WHERE last_success_at IS NOT NULL')).length, {
        timeout: 30_000,
      })
      .toBe(1)
    await page.reload()
    await form.getByText(/^Last read: /).waitFor()
    expect(await page.getByLabel('First-contact target (minutes)').inputValue()).toBe('7')
    await expectNoAxeViolations(page, 'calendar read')

    icsStatus = 404
    await host.server.deps.db.query('UPDATE clinic_calendars SET next_poll_at = $1', [e2eClock.now()])
    // Due now, read at the loop's next idle poll (every 2 s), then fetched and parsed: waited for, not timed.
    await expect
      .poll(async () => (await host.server.deps.db.query('SELECT 1 FROM clinic_calendars WHERE last_error IS NOT NULL')).length, {
        timeout: 30_000,
      })
      .toBe(1)
    await page.reload()
    await form.getByText(/the address may have been reset or made private; paste the current one/).waitFor()
    await form.getByRole('button', { name: 'Disconnect calendar' }).click()
    await page.getByRole('status').getByText('Calendar disconnected: it no longer blocks slots.').waitFor()
    await form.getByText('No calendar connected.').waitFor()
    expect(errors).toEqual([])
  })
})
