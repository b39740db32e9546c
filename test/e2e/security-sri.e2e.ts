import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { STRICT_CSP, type ApiDouble } from './support/apiDouble'
import { newPage } from './support/browser'
import { withApiDouble } from './support/suite'

/**
 * The build records the sha384 of every bundle in dist/integrity.json (and prints
 * it); a page that pins it with `integrity` + `crossorigin="anonymous"` runs the real file, and
 * the browser refuses a copy with one byte changed.
 */

const dist = resolve(import.meta.dirname, '../../dist')
const integrity = JSON.parse(readFileSync(resolve(dist, 'integrity.json'), 'utf8')) as Record<string, string>
const sha384 = (file: string) =>
  'sha384-' +
  createHash('sha384')
    .update(readFileSync(resolve(dist, file)))
    .digest('base64')

let api: ApiDouble, browser: Browser
withApiDouble((s) => {
  ;({ api, browser } = s)
  const page = (
    src: string,
    file = 'petlead.umd.js',
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SRI</title></head><body>
<div data-petlead-form="health"></div>
<script src="${src}" integrity="${integrity[file]}" crossorigin="anonymous" data-api-base="/api"></script></body></html>`
  const headers = { 'Content-Security-Policy': STRICT_CSP }
  api.page('/sri/good', page('/dist/petlead.umd.js'), headers)
  api.page('/sri/loader', page('/dist/petlead.loader.js', 'petlead.loader.js'), headers)
  api.page('/sri/tampered', page('/dist-tampered/petlead.umd.js'), headers)
})

describe('subresource integrity', () => {
  it('dist/integrity.json holds the sha384 of each file exactly as written', () => {
    for (const file of ['petlead.umd.js', 'petlead.loader.js', 'petlead.mjs']) {
      expect(integrity[file]).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/)
      expect(integrity[file]).toBe(sha384(file))
    }
  })

  it.each([
    ['the single file', 'good'],
    ['the chunk loader', 'loader'],
  ])('a pinned script tag of %s loads and mounts the widget', async (_file, which) => {
    const { page, errors } = await newPage(browser, undefined, { bypassCSP: false })
    const consoleErrors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text())
    })
    await page.goto(`${api.origin}/sri/${which}`)
    await page.getByLabel('Pet name').waitFor()
    expect(await page.evaluate(() => typeof (window as unknown as { PetLead?: { mount?: unknown } }).PetLead?.mount)).toBe('function')
    expect(consoleErrors).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('a copy with one byte changed is refused: no PetLead global, an integrity error in the console', async () => {
    const { page } = await newPage(browser, undefined, { bypassCSP: false })
    const consoleErrors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text())
    })
    const served = page.waitForResponse((r) => r.url().includes('/dist-tampered/'))
    await page.goto(`${api.origin}/sri/tampered`)
    const body = await (await served).body()
    expect(body.length).toBe(readFileSync(resolve(dist, 'petlead.umd.js')).length)
    expect('sha384-' + createHash('sha384').update(body).digest('base64')).not.toBe(integrity['petlead.umd.js'])
    await expect.poll(() => consoleErrors.join('\n')).toMatch(/integrity/i)
    expect(await page.evaluate(() => typeof (window as unknown as { PetLead?: unknown }).PetLead)).toBe('undefined')
    expect(await page.evaluate(() => !!document.querySelector('[data-petlead-form]')!.shadowRoot)).toBe(false)
    await page.context().close()
  })
})
