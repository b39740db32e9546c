import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { collectViolations } from '../fixtures/pageProbes'
import { closeNow } from '../../../server/testing/closeNow'

/**
 * A clinic's own website on another loopback origin (`localhost`, where the API is `127.0.0.1`):
 * one page, `url`, holding nothing but what the test pasted from the embed builder, served under
 * the CSP it pasted, as a webmaster would publish it.
 */
export async function startClinicSite() {
  const pasted = { html: '', csp: '' }
  const server = createServer((req, res) => {
    if (req.url !== '/book') return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': pasted.csp })
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Willow Animal Hospital</title></head><body><h1>Book a visit</h1>\n${pasted.html}\n</body></html>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const url = `http://localhost:${(server.address() as AddressInfo).port}/book`
  return {
    url,
    /**
     * The page becomes `snippet` under exactly the builder's CSP `lines` (one source list a line),
     * plus `default-src 'none'` and `style-src 'self'`: nothing else is allowed at all.
     */
    paste(snippet: string, lines: string) {
      pasted.html = snippet
      pasted.csp = ["default-src 'none'", "style-src 'self'", ...lines.split('\n').map((l) => l.replace(/;$/, ''))].join('; ')
    },
    /** Opens the page in a fresh context that obeys its CSP, collecting violations and uncaught errors. */
    async open(browser: Browser) {
      const context = await browser.newContext({ viewport: { width: 1024, height: 900 }, bypassCSP: false })
      const violations = await collectViolations(context)
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(String(e)))
      const response = await page.goto(url)
      return { context, page, errors, violations, response }
    },
    close: () => closeNow(server),
  }
}

export type ClinicSite = Awaited<ReturnType<typeof startClinicSite>>
