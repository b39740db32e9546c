import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { expectNoAxeViolations } from './support/axe'
import { newPage } from './support/browser'
import type { DemoHost } from './support/demoHost'
import { logIn } from './support/logIn'
import { withWebhookReceiver, type WebhookReceiver } from './support/suite'
import { WEBHOOK_EVENTS } from '../../server/webhooks/events'

/**
 * Webhooks end to end on the real demo host (with WEBHOOK_ALLOW_LOOPBACK=1, so a
 * receiver on 127.0.0.1 may be used): an owner adds an endpoint, copies the secret shown once,
 * sends a test event that a local receiver verifies with standardwebhooks, and sees it delivered
 * in the log. axe (WCAG 2.2 A/AA) on the page empty and filled.
 */
let host: DemoHost, browser: Browser, receiver: WebhookReceiver
let secret = 'whsec_AAAA'
withWebhookReceiver(
  () => secret,
  (s) => ({ host, browser, receiver } = s),
)

describe('workspace webhooks', () => {
  it('an owner adds an endpoint, sends a test event that the receiver verifies, and sees it in the delivery log', async () => {
    const { page, errors } = await newPage(browser, undefined, { permissions: ['clipboard-read', 'clipboard-write'] })
    await logIn(page, host.origin, { landing: (p) => p.getByRole('navigation', { name: 'Workspace' }) })
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Webhooks' }).click()
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor()
    await page.getByText('No endpoints yet.').waitFor()
    await expectNoAxeViolations(page, 'webhooks, empty')

    // Each event's checkbox, name and help sit on their own line at every width: no two overlap.
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      const boxes = await page.locator('.ws-hook-form fieldset label').evaluateAll((ls) =>
        ls.flatMap((l) =>
          [l, ...l.querySelectorAll('input, code')].map((e) => {
            const r = e.getBoundingClientRect()
            return { l: l.textContent, x: r.x, y: r.y, w: r.width, h: r.height, tag: e.tagName }
          }),
        ),
      )
      const labels = boxes.filter((b) => b.tag === 'LABEL')
      expect(labels).toHaveLength(WEBHOOK_EVENTS.length)
      for (let i = 1; i < labels.length; i++)
        expect(labels[i]!.y, `${width}px: ${labels[i]!.l}`).toBeGreaterThanOrEqual(labels[i - 1]!.y + labels[i - 1]!.h - 0.5)
      for (const b of boxes.filter((x) => x.tag !== 'LABEL')) expect(b.x + b.w, `${width}px`).toBeLessThanOrEqual(width)
      const [box, name] = [boxes.find((b) => b.tag === 'INPUT')!, boxes.find((b) => b.tag === 'CODE')!]
      expect(name.x, `${width}px: the event name starts right of its checkbox`).toBeGreaterThanOrEqual(box.x + box.w)
    }
    await page.setViewportSize({ width: 1024, height: 900 })

    await page.getByLabel('Endpoint URL').fill(receiver.url)
    // Every event is ticked for a new endpoint; keep two.
    await page.getByRole('checkbox', { name: /lead\.status_changed/ }).uncheck()
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    const shown = page.locator('.ws-secret code')
    await shown.waitFor()
    secret = (await shown.textContent())!
    expect(secret).toMatch(/^whsec_/)
    await page.getByRole('button', { name: 'Copy secret' }).click()
    await page.locator('.ws-secret').getByRole('status').getByText('Copied to the clipboard.').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: receiver.url }) })
    await expect(card.getByText('Active · lead.created, lead.assessed').count()).resolves.toBe(1)

    await card.getByRole('button', { name: 'Send a test event' }).click()
    // The note says "queued" until the log has the outcome, then says it instead: a quick delivery
    // can replace "queued" before a loaded machine's page is looked at, so either proves the click sent it.
    await card
      .getByRole('status')
      .getByText(/^Test event (queued|delivered)/)
      .waitFor()
    await card
      .getByRole('status')
      .getByText(/^Test event delivered: 204 in \d+ ms$/)
      .waitFor({ timeout: 10_000 })
    const until = Date.now() + 10_000
    while (receiver.got.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100))
    expect(receiver.got).toHaveLength(1)
    expect(receiver.got[0]!.error).toBeNull()
    expect(receiver.got[0]!.verified).toMatchObject({ type: 'webhook.test' })

    const row = card.getByRole('row').filter({ hasText: 'webhook.test' })
    await row.getByRole('cell', { name: 'Delivered' }).waitFor({ timeout: 10_000 })
    const cells = await row.getByRole('cell').allTextContents()
    expect(cells.slice(1, 5)).toEqual(['webhook.test', 'Delivered', '1', '204'])
    expect(cells[5]).toMatch(/^\d+ ms$/)
    await expectNoAxeViolations(page, 'webhooks, endpoint, secret and log')

    // Reloaded, the secret is gone for good; the endpoint and its log stay.
    await page.reload()
    await card.getByRole('cell', { name: 'Delivered' }).waitFor()
    expect(await page.locator('.ws-secret').count()).toBe(0)
    expect(await page.content()).not.toContain(secret)
    expect(errors).toEqual([])
  })
})
