import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { STRICT_CSP, startApiDouble, type ApiDouble } from './support/apiDouble'
import { newPage } from './support/browser'
import { withServers } from './support/suite'

/**
 * dist/petlead.loader.js is a loader that fetches each widget's code from its own folder
 * (or `data-chunk-base`) with the integrity built into it. These pages enforce the strict CSP
 * with Trusted Types, as a clinic may.
 */

const dist = resolve(import.meta.dirname, '../../dist')
const manifest = JSON.parse(readFileSync(resolve(dist, 'chunks.json'), 'utf8')) as {
  widgets: Record<string, string[]>
  integrity: Record<string, string>
}
const loadFailed = 'This form could not be loaded. Please check your connection and reload the page.'

let api: ApiDouble, cdn: ApiDouble, browser: Browser

function page(body: string, script = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chunks</title></head><body>${body}
<script src="/dist/petlead.loader.js" data-api-base="/api"${script}></script></body></html>`
}

withServers(
  async () => ({ api: await startApiDouble(), cdn: await startApiDouble() }),
  (s) => {
    ;({ api, cdn, browser } = s)
    const csp = { 'Content-Security-Policy': STRICT_CSP }
    api.page('/chunks/two', page('<div data-petlead-form="health"></div><div data-petlead-form="dental"></div>'), csp)
    api.page('/chunks/contact', page('<div data-petlead-form="contact"></div>'), csp)
    api.page('/chunks/slow', page('<div data-petlead-form="contact"></div>', ' data-chunk-timeout-ms="1000"'), csp)
    api.page('/chunks/preload', page('<div id="later"></div>', ' data-auto-mount="false"'), csp)
    api.page('/chunks/elsewhere', page('<div data-petlead-form="contact"></div>', ` data-chunk-base="${cdn.origin}/dist"`), {
      'Content-Security-Policy': STRICT_CSP.replace("script-src 'self'", `script-src 'self' ${cdn.origin}`),
    })
  },
)
beforeEach(() => {
  api.distHits.length = 0
  cdn.distHits.length = 0
})

/** A page on the strict CSP that records PetLead's `error` events and console errors. */
async function open(path: string): Promise<{ page: Page; errors: string[]; console: string[] }> {
  const { page, errors } = await newPage(browser, undefined, { bypassCSP: false })
  const consoleErrors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text())
  })
  await page.addInitScript(() => {
    const events: unknown[] = []
    ;(window as unknown as { __events: unknown[] }).__events = events
    document.addEventListener('petlead:error', (e) => events.push((e as CustomEvent).detail))
  })
  await page.goto(`${api.origin}${path}`)
  return { page, errors, console: consoleErrors }
}

const errorEvents = (page: Page) => page.evaluate(() => (window as unknown as { __events: Array<{ message: string }> }).__events)

describe('the chunk loader', () => {
  it('fetches each file once per page for two widgets that share code, and only the files they need', async () => {
    const { page, errors } = await open('/chunks/two')
    await expect.poll(() => page.getByLabel('Pet name').count()).toBe(2)
    const needed = new Set([...manifest.widgets.health, ...manifest.widgets.dental])
    const shared = manifest.widgets.health.filter((f) => manifest.widgets.dental.includes(f))
    expect(shared.length).toBeGreaterThanOrEqual(2) // the shared file and the field kit
    const hits = api.distHits.map((p) => p.slice('/dist/'.length))
    expect(hits.filter((f) => f !== 'petlead.loader.js').sort()).toEqual([...needed].sort())
    expect(hits).not.toContain('petlead-contact.js')
    expect(errors).toEqual([])
    expect(await errorEvents(page)).toEqual([])
    await page.context().close()
  })

  it("refuses a tampered chunk (after one retry) and shows an alert in the widget's place and emits error", async () => {
    const real = readFileSync(resolve(dist, 'petlead-contact.js'))
    api.overrideDist('/dist/petlead-contact.js', Buffer.concat([real.subarray(0, 1), Buffer.from(' '), real.subarray(2)]))
    try {
      const { page, console: consoleErrors } = await open('/chunks/contact')
      const alert = page.getByRole('alert')
      await alert.waitFor()
      expect(await alert.textContent()).toBe(`${loadFailed} (petlead-contact.js)`)
      expect(await page.getByLabel('Name').count()).toBe(0)
      expect(api.distHits.filter((p) => p === '/dist/petlead-contact.js')).toHaveLength(2) // one retry
      expect(consoleErrors.join('\n')).toMatch(/integrity/i)
      expect(await errorEvents(page)).toEqual([expect.objectContaining({ message: `${loadFailed} (petlead-contact.js)` })])
      await page.context().close()
    } finally {
      api.overrideDist('/dist/petlead-contact.js', null)
    }
  })

  it('gives up on a chunk that never answers after the time-out and one retry, with the error message', async () => {
    const { page: first } = await newPage(browser, undefined, { bypassCSP: false })
    let asked = 0
    await first.context().route('**/dist/petlead-contact.js*', () => {
      asked++
    }) // never answered
    const started = Date.now()
    await first.goto(`${api.origin}/chunks/slow`, { waitUntil: 'domcontentloaded' })
    const alert = first.getByRole('alert')
    await alert.waitFor({ timeout: 15000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000) // two attempts of 1 s each
    expect(await alert.textContent()).toBe(`${loadFailed} (petlead-contact.js)`)
    expect(asked).toBe(2)
    await first.context().close()
  })

  it('shows the error naming the missing file within 5 s of a 404 (the chunk is not beside the loader)', async () => {
    const { page: first } = await newPage(browser, undefined, { bypassCSP: false })
    const missing = manifest.widgets.contact.at(-1)!
    await first.context().route(`**/dist/${missing}*`, (r) => r.fulfill({ status: 404, body: 'not found' }))
    const started = Date.now()
    await first.goto(`${api.origin}/chunks/contact`, { waitUntil: 'domcontentloaded' })
    const alert = first.getByRole('alert')
    await alert.waitFor({ timeout: 5000 })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await alert.textContent()).toBe(`${loadFailed} (${missing})`)
    await first.context().close()
  })

  it('loads the chunks from data-chunk-base, another origin than the script, with their integrity', async () => {
    const { page, errors } = await open('/chunks/elsewhere')
    await page.getByLabel('Name').first().waitFor()
    expect(api.distHits).toEqual(['/dist/petlead.loader.js'])
    expect(cdn.distHits.map((p) => p.slice('/dist/'.length)).sort()).toEqual([...manifest.widgets.contact].sort())
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('PetLead.preload fetches a widget before it is mounted; the mount then fetches nothing', async () => {
    const { page, errors } = await open('/chunks/preload')
    expect(api.distHits).toEqual(['/dist/petlead.loader.js'])
    await page.evaluate(() => (window as unknown as { PetLead: { preload(f: string[]): Promise<void> } }).PetLead.preload(['health']))
    expect(
      api.distHits
        .slice(1)
        .map((p) => p.slice('/dist/'.length))
        .sort(),
    ).toEqual([...manifest.widgets.health].sort())
    const before = api.distHits.length
    await page.evaluate(() => {
      const w = window as unknown as { PetLead: { mount(el: Element, o: unknown): unknown } }
      w.PetLead.mount(document.getElementById('later')!, { form: 'health', apiBase: '/api' })
    })
    await page.getByLabel('Pet name').waitFor()
    expect(api.distHits.length).toBe(before)
    expect(await page.evaluate(() => document.head.querySelectorAll('script').length)).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
