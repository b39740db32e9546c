import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { findChromium } from '../scripts/findChromium.mjs'
import { log, pick } from './lib/options'
import { summarize } from './lib/stats'

/** Section 6: Lighthouse's default (mobile, simulated throttling) run against the demo host's landing page. */
export async function landingPage(origin: string) {
  const runs = pick(1, 3)
  /** One run's scores, plus its failing audits and console errors (only the last run's are reported). */
  type Sample = Record<string, number> & { failing?: string[]; consoleErrors?: string[] }
  const samples: Sample[] = []
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || findChromium({ install: false }),
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    try {
      const r = await lighthouse(`${origin}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      })
      const lhr = r!.lhr
      if (lhr.runtimeError) throw new Error(lhr.runtimeError.message)
      const s: Sample & Record<'performance' | 'accessibility' | 'bestPractices' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls', number> = {
        performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories['best-practices']!.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']!.numericValue ?? NaN),
        fcpMs: Math.round(lhr.audits['first-contentful-paint']!.numericValue ?? NaN),
        tbtMs: Math.round(lhr.audits['total-blocking-time']!.numericValue ?? NaN),
        cls: Math.round((lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN) * 1000) / 1000,
      }
      samples.push(s)
      const failing = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
      s.failing = failing
      const details = lhr.audits['errors-in-console']?.details as { items?: Array<{ description?: unknown }> } | undefined
      s.consoleErrors = (details?.items ?? []).map((i) => String(i.description).slice(0, 160))
      log(
        `lighthouse run ${i + 1}: perf ${s.performance}, a11y ${s.accessibility}, bp ${s.bestPractices}, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls}`,
      )
    } finally {
      await chrome.kill()
    }
  }
  const keys = ['performance', 'accessibility', 'bestPractices', 'lcpMs', 'fcpMs', 'tbtMs', 'cls'] as const
  return {
    url: `${origin}/`,
    runs,
    ...Object.fromEntries(keys.map((k) => [k, summarize(samples.map((s) => s[k]!))])),
    failingAudits: samples.at(-1)?.failing ?? [],
    consoleErrors: samples.at(-1)?.consoleErrors ?? [],
  }
}
