import { describe, expect, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { FORM_NAMES } from '../../src/formNames'
import type { ApiDouble } from './support/apiDouble'
import { shadowFacts, type Violation } from './fixtures/pageProbes'
import { es } from '../../src/text/es'
import { CLINIC_OF, WIDGETS, fillAndSend, fixtureUrl, serveWidgetAnswers } from './fixtures/widgets'
import { openStrict, withCspContext } from './support/suite'

/**
 * The single file: a webmaster copies dist/petlead.umd.js, and nothing else, into a folder of
 * their site. The /lone/<form> pages load it from /lone-dist/, which answers 404 for every other
 * file, with its integrity, under the strict CSP with Trusted Types. Every widget mounts and
 * sends without fetching anything else: the Spanish text and DOMPurify are inside the file, so a
 * Spanish widget speaks Spanish on its first render and server HTML is sanitized, not flattened.
 */

let api: ApiDouble, context: BrowserContext, violations: Violation[]
withCspContext((s) => ({ api, context, violations } = s))

const open = (url: string) => openStrict(context, url)

describe('the single file, alone in its folder', () => {
  it.each([...FORM_NAMES])('%s mounts from petlead.umd.js alone, fetching no other file, with zero violations', async (form) => {
    violations.length = 0
    api.distHits.length = 0
    const page = await open(fixtureUrl(api.origin, '/lone/', { form, clinic: CLINIC_OF[form] }))
    await expect.poll(async () => (await shadowFacts(page)).text).toBeGreaterThan(0)
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(api.distHits).toEqual(['/lone-dist/petlead.umd.js'])
    expect(violations).toEqual([])
    await page.close()
  })

  it.each(WIDGETS.map((d) => [d.form, d] as const))('%s completes a submission', async (_form, d) => {
    violations.length = 0
    api.reset()
    api.distHits.length = 0
    serveWidgetAnswers(api, d, '<h3>Your result</h3><p>Brush daily.</p>')
    const page = await open(fixtureUrl(api.origin, '/lone/', d))
    await fillAndSend(page, d)
    const success = d.success(page).first()
    await success.waitFor({ timeout: 30000 })
    expect(api.writes().length).toBeGreaterThan(0)
    // The two that show server HTML keep its markup: DOMPurify inside the file cleaned it, nothing was fetched.
    if (d.form === 'qr-dental' || d.form === 'service-request')
      await expect.poll(() => success.innerHTML()).toContain('<h3>Your result</h3><p>Brush daily.</p>')
    expect(api.distHits).toEqual(['/lone-dist/petlead.umd.js'])
    expect(violations).toEqual([])
    await page.close()
  })

  it("a widget with lang 'es' speaks Spanish on its first render, with no request for petlead-es.js", async () => {
    violations.length = 0
    api.distHits.length = 0
    const page = await open(fixtureUrl(api.origin, '/lone/', { form: 'health', query: 'lang=es' }))
    const widget = page.locator('[data-petlead-form="health"]')
    await widget.getByLabel(es.labels.petName, { exact: true }).waitFor()
    expect(await widget.locator('.pl-root').getAttribute('lang')).toBe('es')
    await expect.poll(() => widget.getByRole('button', { name: es.submit.health }).count()).toBe(1)
    expect(await widget.getByLabel(es.labels.petType, { exact: true }).count()).toBe(1)
    expect(await widget.getByText('Pet name', { exact: true }).count()).toBe(0)
    // PetLead.mount renders synchronously: what the owner sees first, read before anything else can run.
    const first = await page.evaluate(() => {
      const el = document.createElement('div')
      document.querySelector('main')!.append(el)
      const w = window as unknown as { PetLead: { mount(el: Element, o: object): unknown } }
      w.PetLead.mount(el, { form: 'contact', lang: 'es', apiBase: '/api' })
      const root = el.shadowRoot?.querySelector('.pl-root')
      return { lang: root?.getAttribute('lang'), text: root?.textContent ?? '' }
    })
    expect(first.lang).toBe('es')
    expect(first.text).toContain(es.contact.name)
    expect(first.text).toContain(es.contact.comment)
    expect(first.text).not.toContain('Comment')
    await page.getByRole('button', { name: es.submit.submit }).first().waitFor()
    expect(api.distHits).toEqual(['/lone-dist/petlead.umd.js'])
    expect(violations).toEqual([])
    await page.close()
  })

  it('server HTML with a hostile payload is sanitized by the DOMPurify inside the file', async () => {
    violations.length = 0
    api.reset()
    api.distHits.length = 0
    const qr = WIDGETS.find((w) => w.form === 'qr-dental')!
    serveWidgetAnswers(
      api,
      qr,
      '<h2>Your estimate</h2><p>Call us</p><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">book</a><script>window.__xss=1</script>',
    )
    const page = await open(fixtureUrl(api.origin, '/lone/', qr))
    await fillAndSend(page, qr)
    // Markup kept (a heading, an image, a link) means DOMPurify ran: without it the widget shows bare lines of text.
    await page.getByRole('heading', { name: 'Your estimate' }).waitFor({ timeout: 30000 })
    const html = await page.locator('[data-petlead-form]').evaluate((el) => el.shadowRoot!.querySelector('.pl-result')!.innerHTML)
    expect(html).toContain('<img src="x" alt="">')
    expect(html).toContain('<a>book</a>')
    expect(html).not.toMatch(/onerror|javascript:|<script/i)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    expect(api.distHits).toEqual(['/lone-dist/petlead.umd.js'])
    // Chromium 156 reports the payload's inline handler as a blocked `script-src-attr` the moment any
    // parser reads it, DOMPurify's inert document included (its handler never runs: __xss is unset).
    // That refusal is the page's CSP at work; anything else (a Trusted Types sink, a script) is not.
    expect(violations.filter((v) => !(v.directive === 'script-src-attr' && v.blocked === 'inline'))).toEqual([])
    await page.close()
  })
})
