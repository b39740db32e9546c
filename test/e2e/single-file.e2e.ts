import { describe, expect, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { FORM_NAMES } from '../../src/formNames'
import type { ApiDouble } from './support/apiDouble'
import { shadowFacts, type Violation } from './fixtures/pageProbes'
import { CLINIC_OF, WIDGETS, fillAndSend, fixtureUrl, serveWidgetAnswers } from './fixtures/widgets'
import { openStrict, withCspContext } from './support/suite'

/**
 * The single file: a webmaster copies dist/petlead.umd.js, and nothing else, into a folder of
 * their site. The /lone/<form> pages load it from /lone-dist/, which answers 404 for every other
 * file, with its integrity, under the strict CSP with Trusted Types. Every widget mounts and
 * sends; the two that show server HTML show it as plain text, since the sanitizer file is not there.
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
    if (d.form === 'qr-dental' || d.form === 'service-request') {
      // No sanitizer beside the file (the preload's and the view's fetches got 404s): the words, without markup.
      await expect.poll(() => success.innerHTML()).toContain('<p>Your result</p><p>Brush daily.</p>')
      expect(new Set(api.distHits)).toEqual(new Set(['/lone-dist/petlead.umd.js', '/lone-dist/petlead-purify.js']))
    } else {
      expect(api.distHits).toEqual(['/lone-dist/petlead.umd.js'])
    }
    expect(violations).toEqual([])
    await page.close()
  })
})
