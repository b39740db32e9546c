import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { CLINIC_FORMS, FORM_NAMES, type FormName } from '../src/formNames'
import { log, pick } from './lib/options'
import { summarize, type Summary } from './lib/stats'

/**
 * A host page with one widget, served the way a CDN would (gzip, a year's caching), with the
 * single file (dist/petlead.umd.js, every widget) against the loader (dist/petlead.loader.js
 * fetching its chunks). CPU 4x throttled; cold = a fresh
 * browser context, warm = the same page loaded again in that context.
 */
export const VARIANTS = { single: 'dist/petlead.umd.js', loader: 'dist/petlead.loader.js' } as const
type Variant = keyof typeof VARIANTS

export interface LoadRun {
  bytes: number
  requests: number
  scriptMs: number
  mountToPaintedMs: number
  navToPaintedMs: number
}
export interface LoadRow {
  form: FormName
  variant: Variant
  cache: 'cold' | 'warm'
  bytes: number
  requests: number
  scriptMs: Summary
  mountToPaintedMs: Summary
  navToPaintedMs: Summary
}

const gz = new Map<string, Buffer>()
function gzipped(file: string): Buffer {
  let b = gz.get(file)
  if (!b) gz.set(file, (b = gzipSync(readFileSync(resolve(file)), { level: 9 })))
  return b
}

/** Pages, the two builds and an API that answers every lookup with an empty list. */
export async function startHost(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const page = url.pathname.match(/^\/(single|loader)\/([a-z-]+)$/)
    if (page) {
      const [, variant, form] = page
      const clinic = CLINIC_FORMS.includes(form as FormName) ? ' data-clinic-id="willow"' : ''
      const src = variant === 'single' ? '/single/petlead.umd.js' : '/dist/petlead.loader.js'
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${form}</title></head>
<body><main><h1>Clinic page</h1><div data-petlead-form="${form}"${clinic}></div></main><script src="${src}" data-api-base="/api" defer></script></body></html>`)
    }
    const file =
      url.pathname === '/single/petlead.umd.js'
        ? VARIANTS.single
        : url.pathname.match(/^\/dist\/[\w.-]+\.js$/)
          ? url.pathname.slice(1)
          : null
    if (file) {
      res.writeHead(200, {
        'content-type': 'text/javascript',
        'content-encoding': 'gzip',
        'cache-control': 'public, max-age=31536000',
        'access-control-allow-origin': '*',
      })
      return res.end(gzipped(file))
    }
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    res.end('{"success":true,"content":[]}')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

/**
 * Before any script: note when the widget's shadow root is made (the mount) and, two frames
 * after its first form control or content appears, when it was painted.
 */
// A string, not a function: tsx would add its `__name` helper, which the page does not have.
export const PROBE = `(() => {
  const w = window
  w.__probe = {}
  const attach = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    if (w.__probe.mount === undefined) w.__probe.mount = performance.now()
    const root = attach.call(this, init)
    const check = () => {
      if (root.querySelector('.pl-root *')) requestAnimationFrame(() => requestAnimationFrame(() => { if (w.__probe.painted === undefined) w.__probe.painted = performance.now() }))
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
    return root
  }
})()`

async function measure(page: Page, cdp: CDPSession, url: string): Promise<LoadRun> {
  let bytes = 0
  let requests = 0
  const scripts = new Set<string>()
  const onResponse = (e: { requestId: string; type?: string }) => {
    if (e.type === 'Script') scripts.add(e.requestId)
  }
  const onFinished = (e: { requestId: string; encodedDataLength: number }) => {
    if (scripts.has(e.requestId)) {
      requests++
      bytes += e.encodedDataLength
    }
  }
  cdp.on('Network.responseReceived', onResponse)
  cdp.on('Network.loadingFinished', onFinished)
  await page.goto(url)
  await page.waitForFunction(() => (window as unknown as { __probe: { painted?: number } }).__probe.painted !== undefined, undefined, {
    timeout: 60000,
  })
  const probe = await page.evaluate(() => (window as unknown as { __probe: { mount: number; painted: number } }).__probe)
  const metrics = (await cdp.send('Performance.getMetrics')).metrics
  cdp.off('Network.responseReceived', onResponse)
  cdp.off('Network.loadingFinished', onFinished)
  const scriptMs = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000
  return { bytes, requests, scriptMs, mountToPaintedMs: probe.painted - probe.mount, navToPaintedMs: probe.painted }
}

/** Cold and warm loads of each widget's page with each build, interleaved. */
export async function loaderBench(browser: Browser) {
  const host = await startHost()
  const reps = pick(2, 5)
  const forms = (process.env.BENCH_WIDGETS ?? '').split(',').filter((f) => FORM_NAMES.includes(f as FormName)) as FormName[]
  const runs = new Map<string, LoadRun[]>()
  const push = (k: string, r: LoadRun) => runs.set(k, [...(runs.get(k) ?? []), r])
  try {
    for (const form of forms.length ? forms : FORM_NAMES) {
      for (let i = 0; i < reps; i++) {
        for (const variant of Object.keys(VARIANTS) as Variant[]) {
          const context = await browser.newContext({ viewport: { width: 412, height: 915 } })
          await context.addInitScript({ content: PROBE })
          const page = await context.newPage()
          const cdp = await context.newCDPSession(page)
          await cdp.send('Network.enable')
          await cdp.send('Performance.enable')
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
          const url = `${host.url}/${variant}/${form}`
          push(`${form}|${variant}|cold`, await measure(page, cdp, url))
          await page.close()
          // Warm: a new page in the same context (HTTP cache filled, V8's code cache primed).
          const again = await context.newPage()
          const cdp2 = await context.newCDPSession(again)
          await cdp2.send('Network.enable')
          await cdp2.send('Performance.enable')
          await cdp2.send('Emulation.setCPUThrottlingRate', { rate: 4 })
          push(`${form}|${variant}|warm`, await measure(again, cdp2, url))
          await context.close()
        }
      }
      log(
        `loader ${form}: ${(['cold', 'warm'] as const)
          .map((c) =>
            (Object.keys(VARIANTS) as Variant[])
              .map((v) => {
                const r = runs.get(`${form}|${v}|${c}`)!
                return `${v} ${c} ${r[0].bytes} B/${r[0].requests} req, painted ${summarize(r.map((x) => x.mountToPaintedMs)).median} ms`
              })
              .join(', '),
          )
          .join('; ')}`,
      )
    }
  } finally {
    await host.close()
  }
  const rows: LoadRow[] = [...runs].map(([k, r]) => {
    const [form, variant, cache] = k.split('|') as [FormName, Variant, 'cold' | 'warm']
    return {
      form,
      variant,
      cache,
      bytes: summarize(r.map((x) => x.bytes)).median,
      requests: summarize(r.map((x) => x.requests)).median,
      scriptMs: summarize(r.map((x) => x.scriptMs)),
      mountToPaintedMs: summarize(r.map((x) => x.mountToPaintedMs)),
      navToPaintedMs: summarize(r.map((x) => x.navToPaintedMs)),
    }
  })
  return { throttle: 4, reps, rows }
}
