import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { ApiDouble } from './support/apiDouble'
import { owner, pickOption } from './support/fillAssessment'
import { withWidgetPage } from './support/suite'

// Under the loader, the sanitizer (dist/petlead-purify.js) is fetched only when a widget is about
// to show server HTML, with its integrity checked; the widget never renders that HTML without it.
// (The single file carries DOMPurify inside itself: test/e2e/single-file.e2e.ts.)
let api: ApiDouble, page: Page

const loaderPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>qr-dental</title></head>
<body><main><h1>Fixture: qr-dental</h1><div data-petlead-form="qr-dental"></div></main>
<script src="/dist/petlead.loader.js" data-api-base="/api"></script></body></html>`

const hostile =
  '<h2>Your estimate</h2><p>Call us</p><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">book</a><script>window.__xss=1</script>'

withWidgetPage((s) => ({ api, page } = s), {
  path: '/loader/qr-dental',
  viewport: { width: 390, height: 844 },
  ready: (p) => p.getByLabel('Owner name').waitFor(),
  prepare(a) {
    a.reset()
    a.page('/loader/qr-dental', loaderPage, {
      'Content-Security-Policy': "default-src 'self'; script-src 'self'; img-src 'self' data: blob:",
    })
    a.on('POST', '/pet_app/dental_check_amcp', () => ({ json: { success: true, content: hostile } }))
  },
})

async function submitQr() {
  await page.getByLabel('Owner name').fill(owner.owner_name)
  await page.getByLabel('Pet name').fill('Rex')
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Phone').fill(owner.phone_number)
  await page.getByLabel('Pet type').selectOption('Dog')
  await pickOption(page, 'Breed', 'bea', 'Beagle')
  await page.getByLabel('Birthday or Approximate').fill('2019-04-12')
  await page.getByRole('radio', { name: '2' }).check()
  await page.locator('[data-petlead-form] button[type=submit]').click()
}

describe('server HTML and the on-demand sanitizer', () => {
  it('is not fetched with the bundle, only when a result is shown, and then cleans it', async () => {
    // The loader and the widget's own chunks (dist/chunks.json), not the sanitizer.
    expect(api.distHits[0]).toBe('/dist/petlead.loader.js')
    expect(api.distHits).not.toContain('/dist/petlead-purify.js')
    const before = api.distHits.length
    await submitQr()
    await page.getByRole('heading', { name: 'Your estimate' }).waitFor()
    expect(api.distHits.slice(before)).toEqual(['/dist/petlead-purify.js'])
    const html = await page.locator('[data-petlead-form]').evaluate((el) => el.shadowRoot!.innerHTML)
    expect(html).not.toMatch(/onerror|javascript:|<script/i)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    // The loader's script element is gone from the shadow root once it ran; the head is untouched.
    expect(html).not.toContain('petlead-purify')
    expect(await page.evaluate(() => document.head.querySelectorAll('script').length)).toBe(0)
  })

  it('refuses a tampered sanitizer and shows the result as plain text instead', async () => {
    const real = readFileSync(resolve(import.meta.dirname, '../../dist/petlead-purify.js'), 'utf8')
    api.overrideDist('/dist/petlead-purify.js', Buffer.from(real + '\n;window.__xss = 1;'))
    await submitQr()
    await page.getByText('Call us', { exact: true }).waitFor({ timeout: 25000 })
    expect(await page.getByText('Your estimate', { exact: true }).count()).toBe(1)
    expect(await page.getByText('window.__xss').count()).toBe(0)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    const html = await page.locator('[data-petlead-form]').evaluate((el) => el.shadowRoot!.innerHTML)
    expect(html).not.toMatch(/<img|<a |<script/i)
  })
})
