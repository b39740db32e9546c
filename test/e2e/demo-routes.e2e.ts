import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { demoRoutes } from '../../demo/pages/routes'
import { clinics } from '../../src/clinics/registry'
import { newPage } from './support/browser'
import { waitForWidgets, type DemoHost } from './support/demoHost'
import { withDemoHost } from './support/suite'

/**
 * Every page of the real demo host under its strict CSP: it answers 200, mounts a working widget
 * (not the "not available yet" notice), throws nothing and violates no policy. /routes links
 * every route of the widget contract's route table with its spelling, typos included.
 */
let host: DemoHost
let browser: Browser

withDemoHost((s) => ({ host, browser } = s))

/** The widget contract's route table, copied by hand so a "fixed" spelling in routes.ts fails here. */
const SPEC_ROUTES = [
  '/',
  '/main_form',
  '/dentipet',
  '/Recover_password',
  '/form_Willow',
  '/form_Acacia',
  '/form_AmericaVet',
  '/form_CentralValley',
  '/form_Lancaster',
  '/form_Pleasanton',
  '/form_vmcuc',
  '/form_dental_acacia',
  '/form_dental_willow',
  '/form_dental_pleansanton',
  '/form_dental_vmcuc',
  '/form_dental_Lancaster',
  '/form_dental_Willow_Park',
  '/form_dental_AMCP_Park',
  '/form_qr_amcp',
  '/test',
]

/** What a page's widgets rendered: form name, whether it has content, and its text. */
interface Mounted {
  form: string | null
  content: boolean
  text: string
}

async function visit(path: string): Promise<{ status: number | undefined; mounted: Mounted[]; errors: string[]; csp: string[] }> {
  const { page, errors } = await newPage(browser, { width: 1024, height: 900 }, { bypassCSP: false })
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener(
      'securitypolicyviolation',
      (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      true,
    )
  })
  const res = await page.goto(`${host.origin}${path}`)
  try {
    await waitForWidgets(page)
    // Let the widgets' first calls (lookups, captcha challenges) settle before reading errors.
    await page.waitForLoadState('networkidle', { timeout: 10_000 })
  } catch (e) {
    errors.push(`not mounted after 20 s: ${String(e).split('\n')[0]}`)
  }
  const mounted = await page.evaluate(() =>
    [...document.querySelectorAll('[data-petlead-form]')].map((el) => ({
      form: el.getAttribute('data-petlead-form'),
      content: !!el.shadowRoot?.querySelector('.pl-container button, .pl-container input, .pl-container select, .pl-container textarea'),
      text: el.shadowRoot?.textContent ?? '',
    })),
  )
  const csp = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
  await page.context().close()
  return { status: res?.status(), mounted, errors, csp }
}

describe('demo host routes', () => {
  it('/routes links every route of the spec, with its spelling', async () => {
    const { page } = await newPage(browser, undefined, { bypassCSP: false })
    const res = await page.goto(`${host.origin}/routes`)
    expect(res?.status()).toBe(200)
    const hrefs = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    for (const path of SPEC_ROUTES) expect(hrefs, path).toContain(path)
    expect(hrefs).toContain('/form_dental_pleansanton')
    expect(demoRoutes.map((r) => r.path).sort()).toEqual(SPEC_ROUTES.filter((p) => p !== '/').sort())
    await page.context().close()
  })

  it('/ and /routes answer 200 under the CSP without errors', async () => {
    const landing = await visit('/')
    expect(landing.status).toBe(200)
    expect(landing.mounted.map((m) => m.form)).toEqual(['service-request', 'service-request', 'contact'])
    for (const m of landing.mounted) {
      expect(m.content, m.form!).toBe(true)
      expect(m.text).not.toMatch(/not available in this version/)
    }
    expect(landing.errors).toEqual([])
    expect(landing.csp).toEqual([])

    const { page, errors } = await newPage(browser, undefined, { bypassCSP: false })
    expect((await page.goto(`${host.origin}/routes`))?.status()).toBe(200)
    expect(errors).toEqual([])
    await page.context().close()
  })

  // One test for all routes keeps the server and browser start-up to once per file.
  it('every spec route mounts its widget with no page error and no CSP violation', async () => {
    const failures: string[] = []
    for (const route of demoRoutes) {
      const r = await visit(route.path)
      const problems: string[] = []
      if (r.status !== 200) problems.push(`status ${r.status}`)
      if (r.mounted.length !== 1 || r.mounted[0]!.form !== route.form)
        problems.push(`mounted ${JSON.stringify(r.mounted.map((m) => m.form))}`)
      for (const m of r.mounted) {
        if (/not available in this version/.test(m.text)) problems.push(`'${m.form}' shows the "not available yet" notice`)
        if (!m.content) problems.push(`'${m.form}' rendered no control`)
      }
      if (r.errors.length) problems.push(`page errors: ${r.errors.join(' | ')}`)
      if (r.csp.length) problems.push(`CSP violations: ${r.csp.join(' | ')}`)
      if (problems.length) failures.push(`${route.path}: ${problems.join('; ')}`)
    }
    expect(failures).toEqual([])
  })

  it("serves every clinic's logo as SVG with nosniff and a title", async () => {
    const logos = Object.entries(clinics).filter(([, c]) => c.logo)
    expect(logos.map(([id]) => id).sort()).toEqual([
      'acacia',
      'amcp',
      'amcp-park',
      'americavet',
      'centralvalley',
      'lancaster',
      'pleasanton',
      'vmcuc',
      'willow',
      'willow-park',
    ])
    for (const [id, clinic] of logos) {
      expect(clinic.logo).toBe(`/assets/logos/${id}.svg`)
      const res = await fetch(`${host.origin}${clinic.logo}`)
      expect(res.status, id).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      const svg = await res.text()
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      expect(svg).toContain(`<title id="t">${clinic.name} logo</title>`)
      expect(svg).not.toMatch(/<script|href=|on\w+=/i)
    }
    expect((await fetch(`${host.origin}/assets/logos/nobody.svg`)).status).toBe(404)
    expect((await fetch(`${host.origin}/assets/logos/..%2F..%2Fpackage.json`)).status).toBe(404)
  })
})
