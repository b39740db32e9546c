import { beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { FORM_NAMES } from '../../src/formNames'
import type { ApiDouble } from './support/apiDouble'
import { hostSnapshot, shadowFacts, type Violation } from './fixtures/pageProbes'
import { CLINIC_OF, WIDGETS, fillAndSend, fixtureUrl, serveWidgetAnswers } from './fixtures/widgets'
import { openStrict, withCspContext } from './support/suite'

/**
 * Every widget under the strictest policy a clinic may send (STRICT_CSP in
 * support/apiDouble.ts): `script-src 'self'`, `style-src 'self'`, nothing inline, no eval,
 * `object-src 'none'`, `base-uri 'none'`, and Trusted Types enforced with the list
 * `trusted-types petlead dompurify`:
 *   - `petlead`: the policy src/ui/SafeHtml.tsx creates the first time server HTML is shown;
 *   - `dompurify`: the policy DOMPurify creates for itself when the bundle loads.
 * The test also proves no other policy name is asked for (a refused createPolicy is a violation).
 */

let api: ApiDouble, context: BrowserContext, violations: Violation[]
withCspContext((s) => ({ api, context, violations } = s))
// The policy names actually created on the page, in order.
beforeAll(() =>
  context.addInitScript(() => {
    const tt = (window as unknown as { trustedTypes?: { createPolicy: (n: string, p: unknown) => unknown } }).trustedTypes
    if (!tt) return
    const names: string[] = []
    ;(window as unknown as { __ttNames: string[] }).__ttNames = names
    const create = tt.createPolicy.bind(tt)
    tt.createPolicy = (n: string, p: unknown) => {
      names.push(n)
      return create(n, p)
    }
  }),
)

const HEAD = (form: string) =>
  `<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${form}</title>`

const open = (url: string) => openStrict(context, url)

describe('strict CSP with Trusted Types', () => {
  it.each([...FORM_NAMES])(
    '%s mounts with zero violations, styles adopted, host head and root untouched after mount and unmount',
    async (form) => {
      violations.length = 0
      const clinic = CLINIC_OF[form]
      const page = await open(fixtureUrl(api.origin, '/strict/', { form, clinic }))
      await expect.poll(async () => (await shadowFacts(page)).text).toBeGreaterThan(0)
      const facts = await shadowFacts(page)
      // Constructable stylesheets: the styles are in the root without any <style> or <link>.
      expect(facts).toMatchObject({ hasRoot: true, styleElements: 0, linkElements: 0, adopted: 1, containers: 1 })
      expect(facts.adoptedRules).toBeGreaterThan(50)
      const mounted = await hostSnapshot(page)
      expect(mounted.head).toBe(HEAD(form))
      expect(mounted.root).toBe('lang=en')
      // A widget that opens a modal at once (clinic-results) locks the page's scroll while it is
      // open (body overflow), and gives it back on close or unmount: checked below.
      if (form !== 'clinic-results') expect(mounted.body).toBe('')
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(0)

      // Unmount through the public API (mount again on the element, then unmount that handle).
      await page.evaluate(
        ({ form, clinic }) => {
          const el = document.querySelector('[data-petlead-form]')!
          const w = window as unknown as { PetLead: { mount(el: Element, o: unknown): { unmount(): void } } }
          w.PetLead.mount(el, { form, clinicId: clinic, apiBase: '/api' }).unmount()
        },
        { form, clinic },
      )
      const after = await hostSnapshot(page)
      expect(after).toEqual({ ...mounted, body: '' })
      expect((await shadowFacts(page)).containers).toBe(0)
      expect(violations).toEqual([])
      await page.close()
    },
  )

  it.each(WIDGETS.map((d) => [d.form, d] as const))('%s completes a submission with zero violations', async (_form, d) => {
    violations.length = 0
    api.reset()
    // The server HTML of qr-dental and service-request takes the sanitizer's Trusted Types path under enforcement.
    serveWidgetAnswers(
      api,
      d,
      '<h3>Your result</h3><p>Brush daily. <a href="https://clinic.example/book">Book</a></p><img src="/api/uploads/x.jpg">',
    )
    const page = await open(fixtureUrl(api.origin, '/strict/', d))
    await fillAndSend(page, d)
    await d.success(page).first().waitFor({ timeout: 30000 })
    expect(api.writes().length).toBeGreaterThan(0)
    if (d.form === 'qr-dental' || d.form === 'service-request') {
      // Only 'petlead' is created: SafeHtml hands its policy to DOMPurify, which then never makes
      // its own 'dompurify' one. The list keeps 'dompurify' for pages that also use DOMPurify.
      expect(await page.evaluate(() => (window as unknown as { __ttNames: string[] }).__ttNames)).toEqual(['petlead'])
    }
    expect((await shadowFacts(page)).styleElements).toBe(0)
    expect(await page.evaluate(() => document.head.querySelectorAll('style, link').length)).toBe(0)
    expect(violations).toEqual([])
    await page.close()
  })
})
