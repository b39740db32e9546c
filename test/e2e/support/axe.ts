import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

let axeServed: Promise<string> | undefined
/**
 * The address of axe-core, served by this test process to the pages it checks, which load it as a
 * script. Sent inline instead, its 550 KB crossed the DevTools protocol as a JSON string at every
 * check (170-190 ms of the 450 ms a check took on visual.e2e.ts's pages); from an address the page
 * fetches it in a millisecond, and Chromium compiles it once per renderer, not once per page.
 */
function axeUrl(): Promise<string> {
  axeServed ??= new Promise((resolve, reject) => {
    const server = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=86400, immutable', connection: 'close' })
      res.end(axeSource)
    })
    server.once('error', reject)
    // Lives as long as the test process, which it never holds open.
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`)).unref()
  })
  return axeServed
}

/** WCAG 2.2 A and AA, the product's accessibility bar. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Violations axe-core finds on the page (shadow roots included), as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Check what a person sees once it settles: a dialog half-way through its 0.5 s fade has
  // lower contrast on purpose, and a fading-out ghost is about to leave the DOM.
  // Then whether axe is on the page already (a check before on the same document).
  const loaded = await page.evaluate(async () => {
    const roots = [document, ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))]
    const fading = roots.flatMap((r) => r.getAnimations()).filter((a) => a instanceof CSSTransition && a.playState !== 'finished')
    if (fading.length) {
      await Promise.all(fading.map((a) => a.finished.catch(() => undefined)))
      await new Promise((r) => setTimeout(r, 150))
    }
    return 'axe' in window
  })
  if (!loaded) await page.addScriptTag({ url: await axeUrl() })
  const result = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: unknown, o: unknown) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }>
        }
      }
    ).axe
    // Only violations are read: axe then builds a selector for one node per passing rule, not for
    // every node it checked (visual.e2e.ts: 54.4 -> 51.5 s of axe over 114 pictures).
    const r = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return r.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
  }, WCAG_TAGS)
  return result
}

/** Fails with the list of violations when axe finds any. */
export async function expectNoAxeViolations(page: Page, where = ''): Promise<void> {
  const v = await axeViolations(page)
  if (v.length) throw new Error(`axe found ${v.length} WCAG 2.2 A/AA violation(s)${where ? ` (${where})` : ''}:\n${v.join('\n')}`)
}
