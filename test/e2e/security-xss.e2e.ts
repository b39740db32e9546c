import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { startApiDouble, type ApiDouble } from './support/apiDouble'
import { newPage } from './support/browser'
import { withServers } from './support/suite'
import { XSS_CORPUS, chunks } from './support/xssCorpus'
import { startReferenceServer, type ReferenceServer } from './fixtures/referenceServer'
import { xssFindings } from './fixtures/xssProbe'
import { WIDGETS, fixtureUrl, plainOwner, type Driver } from './fixtures/widgets'

/**
 * A corpus of known XSS payloads (support/xssCorpus.ts, each would set
 * window.__xss) fed (a) as the server HTML every widget shows (qr-dental's result,
 * service-request's estimate), and (b) into every text field, through the real reference API
 * into stored rows, e-mails and the server-built HTML results. Nothing may run, no handler or
 * javascript: URL may survive, and the e-mails must show the text escaped.
 * Browser time is bounded by sending many payloads per submission.
 */

const driver = (form: string) => WIDGETS.find((w) => w.form === form) as Driver
const settle = (page: Page) => page.waitForTimeout(400) // let error/load handlers of broken images fire

/** The API double for server HTML a widget shows, the reference server for what the real API stores. */
let browser: Browser, api: ApiDouble, server: ReferenceServer
withServers(
  async () => ({ api: await startApiDouble(), server: await startReferenceServer() }),
  (s) => ({ browser, api, server } = s),
)

it('has at least 100 distinct payloads, each aimed at window.__xss', () => {
  expect(new Set(XSS_CORPUS).size).toBe(XSS_CORPUS.length)
  expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100)
  for (const p of XSS_CORPUS) {
    expect(p.length).toBeLessThanOrEqual(120)
    expect(p).toMatch(/__xss=1|PHNjcmlwdD5fX3hzcz0xPC9zY3JpcHQ\+/)
  }
})

describe('(a) server HTML shown by a widget', () => {
  // Each submission renders one batch; the batch marker proves the result was rendered.
  const cases = [
    { form: 'qr-dental', path: '/pet_app/dental_check_amcp', size: 16 },
    { form: 'service-request', path: '/form_low_cost', size: 64 },
  ]
  it.each(cases)(
    '$form: every payload as the result HTML runs nothing and leaves no handler or javascript: URL',
    async ({ form, path, size }) => {
      const d = driver(form)
      const batches = chunks(XSS_CORPUS, size)
      const { page, errors } = await newPage(browser, { width: 800, height: 900 })
      api.reset()
      let n = 0
      api.on('POST', path, () => {
        const i = n++ % batches.length
        return { json: { success: true, content: `<h3 id="batch">batch ${i}</h3>` + batches[i].map((p) => `<div>${p}</div>`).join('\n') } }
      })
      for (let i = 0; i < batches.length; i++) {
        if (i === 0) await page.goto(fixtureUrl(api.origin, '/page/', d))
        else
          await page.evaluate((form) => {
            // A fresh widget on the same page: cheaper than a reload, and __xss would survive it.
            const el = document.querySelector('[data-petlead-form]')!
            ;(window as unknown as { PetLead: { mount(e: Element, o: unknown): void } }).PetLead.mount(el, { form, apiBase: '/api' })
          }, form)
        await d.ready(page).waitFor()
        await d.fill(page, plainOwner, { photo: false })
        await d.send(page)
        await page.locator('[data-petlead-form]').getByText(`batch ${i}`, { exact: true }).waitFor({ timeout: 20000 })
        await settle(page)
        expect(await xssFindings(page), `batch ${i}`).toEqual([])
      }
      expect(n).toBe(batches.length)
      expect(errors).toEqual([])
      await page.context().close()
    },
  )
})

describe('(b) payloads typed into every text field, through the reference API', () => {
  // Free text takes a block of payloads (one per line), names take one each.
  const blocks = chunks(XSS_CORPUS, 40).map((c) => c.join('\n'))
  const runs = [
    { form: 'health', route: '/main_form', block: 0 },
    { form: 'health', route: '/main_form', block: 1 },
    { form: 'dental', route: '/dentipet', block: 2 },
    { form: 'dental', route: '/dentipet', block: 3 % blocks.length },
    { form: 'qr-dental', route: '/form_qr_amcp', block: 1 },
    { form: 'service-request', route: '/', block: 0 },
  ]
  const typed: Array<{ owner: string; pet: string; text: string; email: string }> = []

  it.each(runs.map((r, i) => ({ ...r, i })))(
    '$form (block $block): nothing runs in the page or the shown result',
    async ({ form, route, block, i }) => {
      const d = driver(form)
      const v = {
        ...plainOwner,
        owner: XSS_CORPUS[(i * 7) % XSS_CORPUS.length],
        pet: XSS_CORPUS[(i * 7 + 3) % XSS_CORPUS.length],
        email: `owner${i}@example.com`,
        text: blocks[block],
      }
      typed.push(v)
      const { page, errors } = await newPage(browser, { width: 900, height: 900 })
      await page.goto(server.url + route)
      await d.ready(page).waitFor()
      await d.fill(page, v, { photo: false })
      await d.send(page)
      await d.success(page).first().waitFor({ timeout: 30000 })
      await settle(page)
      expect(await xssFindings(page)).toEqual([])
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  it('stores the text verbatim, and every e-mail shows it escaped and runs nothing when rendered', async () => {
    const rows = await server.db.query<{ kind: string; data: Record<string, unknown> }>('SELECT kind, data FROM submissions')
    expect(rows.length).toBe(runs.length)
    const stored = JSON.stringify(rows.map((r) => r.data))
    for (const v of typed) {
      // Stored as data, exactly as typed (trimmed): escaping belongs to whoever renders it.
      expect(stored).toContain(JSON.stringify(v.owner.trim()).slice(1, -1))
    }

    // The workers write each owner's assessment and each clinic's lead e-mail.
    let mails = await server.outbox()
    for (let t = 0; t < 150 && mails.filter((m) => /owner\d@example\.com/.test(m.to)).length < 5; t++) {
      await new Promise((r) => setTimeout(r, 200))
      mails = await server.outbox()
    }
    expect(mails.length).toBeGreaterThanOrEqual(runs.length)
    const { page } = await newPage(browser)
    let checkedEscaped = 0
    for (const mail of mails) {
      // No markup from the owner survives as markup...
      // (every "<" from the owner is escaped, so no payload tag can open)...
      expect(mail.html, mail.subject).not.toMatch(
        /<(script|svg|math|iframe|object|embed|img|a|form|body|details|video|audio|input|style)\b[^>]*\son/i,
      )
      expect(mail.html, mail.subject).not.toMatch(/<(script|svg|math|iframe|object|embed|frameset|base)\b/i)
      // Render it with scripts enabled and no CSP: if any payload were live, it would run here.
      await page.setContent(mail.html, { waitUntil: 'load' })
      await settle(page)
      expect(await xssFindings(page), mail.subject).toEqual([])
      // ...and what the owner typed is there as text: escaped in the source, readable on screen.
      const shown = (await page.evaluate(() => document.body?.textContent ?? '')).replace(/\s+/g, ' ')
      for (const v of typed.filter((t) => mail.text.includes(t.owner.trim()))) {
        expect(shown, mail.subject).toContain(v.owner.trim().replace(/\s+/g, ' '))
        if (/[<>]/.test(v.owner)) checkedEscaped++
      }
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), mail.subject).toBeUndefined()
    }
    expect(checkedEscaped).toBeGreaterThan(0)
    await page.context().close()
  })
})
