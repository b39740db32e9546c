import type { PhotoRun } from './lib/benchWindow'
import { readFileSync } from 'node:fs'
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core'
import { findChromium } from '../scripts/findChromium.mjs'
import { CHROMIUM_ARGS } from '../test/e2e/support/browser'
import { log, pick } from './lib/options'
import { summarize, type Summary } from './lib/stats'
import { widgetCases } from './lib/widgets'

/**
 * Headless Chromium paces requestAnimationFrame at 60 Hz, which would round every "painted" time
 * up to a frame boundary and hide the differences we measure; these flags let frames run as soon
 * as they are ready, so a double rAF ends when the frame is really done.
 */
const BENCH_ARGS = [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync']

// The single-file build (src/umd.ts): the mount series inject one script, no chunks.
export const BUNDLES = { petlead: 'bench/build/petlead.umd.js', react: 'bench/build/petlead.react.umd.js' } as const

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || findChromium({ install: false }), args: BENCH_ARGS })
}

interface BenchPage {
  page: Page
  cdp: CDPSession
  errors: string[]
  close(): Promise<void>
}

async function openPage(browser: Browser, url: string, bundles: Array<keyof typeof BUNDLES>, throttle = 1): Promise<BenchPage> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.goto(url)
  for (const b of bundles) await page.evaluate((code) => window.__bench.evalScript(code), readFileSync(BUNDLES[b], 'utf8'))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  return { page, cdp, errors, close: () => context.close() }
}

/** Script evaluation of each bundle in a fresh page, CPU throttled 4x. */
async function scriptEval(browser: Browser, url: string, reps: number) {
  const out: Record<string, number[]> = { petlead: [], react: [] }
  for (let i = 0; i < reps; i++) {
    for (const b of ['petlead', 'react'] as const) {
      const p = await openPage(browser, url, [], 4)
      out[b].push(await p.page.evaluate((code) => window.__bench.evalScript(code), readFileSync(BUNDLES[b], 'utf8')))
      await p.close()
    }
  }
  return { petlead: summarize(out.petlead), react: summarize(out.react) }
}

export interface MountRow {
  id: string
  status: 'ok' | 'unavailable' | 'not-ready' | 'error'
  note?: string
  petlead: Summary
  react: Summary
  floor: Summary
  nodes?: number
  htmlBytes?: number
}

/** Section 2 and 3: mount → ready → painted for every widget, with its floor and the React build. */
export async function startup(browser: Browser, url: string) {
  const n = pick(5, 50)
  log(`startup: script evaluation (${pick(3, 10)} fresh pages per bundle, 4x throttle)`)
  const evaluation = await scriptEval(browser, url, pick(3, 10))
  const rows: MountRow[] = []
  for (const w of widgetCases()) {
    const p = await openPage(browser, url, ['petlead', 'react'], 4)
    try {
      const r = await p.page.evaluate(([opts, n]) => window.__bench.mountSeries(opts, n, true), [w.opts, n] as const)
      const status = r.snap.unavailable ? 'unavailable' : r.snap.ready ? 'ok' : 'not-ready'
      rows.push({
        id: w.id,
        status,
        note: status === 'ok' ? undefined : r.snap.text,
        petlead: summarize(r.petlead),
        react: summarize(r.react),
        floor: summarize(r.floor),
        nodes: r.snap.nodes,
        htmlBytes: r.snap.htmlBytes,
      })
      log(
        `startup ${w.id}: ${status} petlead ${summarize(r.petlead).median} ms, react ${summarize(r.react).median} ms, floor ${summarize(r.floor).median} ms${p.errors.length ? ' errors: ' + p.errors.join('; ') : ''}`,
      )
    } catch (e) {
      rows.push({
        id: w.id,
        status: 'error',
        note: String(e).slice(0, 200),
        petlead: summarize([]),
        react: summarize([]),
        floor: summarize([]),
      })
      log(`startup ${w.id}: error ${String(e).slice(0, 200)}`)
    } finally {
      await p.close()
    }
  }
  return { throttle: 4, mountsPerWidget: n, evaluation, widgets: rows }
}

async function heapState(cdp: CDPSession) {
  // A heap snapshot is the one collection that also finishes Blink's (Oilpan) sweep of DOM nodes:
  // after HeapProfiler.collectGarbage alone, nodes already unreachable were still counted as left
  // behind (and a snapshot of those pages showed no detached node at all). The snapshot's data
  // itself is discarded.
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false } as never)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = await cdp.send('Runtime.getHeapUsage')
  const dom = await cdp.send('Memory.getDOMCounters')
  const count = async (expr: string) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression: expr })
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! })
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId! })
    return listeners.length
  }
  return {
    heapUsed: heap.usedSize,
    nodes: dom.nodes,
    documents: dom.documents,
    jsEventListeners: dom.jsEventListeners,
    windowListeners: await count('window'),
    documentListeners: await count('document'),
  }
}

/** Section 5: heap, nodes and listeners before and after many mount/unmount cycles (unthrottled). */
export async function memory(browser: Browser, url: string) {
  const cycles = pick(50, 500)
  const rows = []
  for (const w of widgetCases()) {
    const p = await openPage(browser, url, ['petlead'], 1)
    try {
      await p.page.evaluate(([opts]) => window.__bench.cycles('petlead', opts, 5), [w.opts] as const) // warm caches
      await p.page.waitForTimeout(1000)
      const before = await heapState(p.cdp)
      const t0 = Date.now()
      await p.page.evaluate(([opts, n]) => window.__bench.cycles('petlead', opts, n), [w.opts, cycles] as const)
      const settled = await heapState(p.cdp)
      // Measured again once the page has been idle 1 s, so timers still pending at the last
      // unmount (downshift's 500 ms live-region clean-up) have fired and count for nothing.
      await p.page.waitForTimeout(1000)
      const after = await heapState(p.cdp)
      const row = {
        id: w.id,
        cycles,
        seconds: (Date.now() - t0) / 1000,
        before,
        after,
        heapGrowthBytes: after.heapUsed - before.heapUsed,
        atOnce: {
          heapGrowthBytes: settled.heapUsed - before.heapUsed,
          nodesLeft: settled.nodes - before.nodes,
          listenersLeft: settled.jsEventListeners - before.jsEventListeners,
        },
        nodesLeft: after.nodes - before.nodes,
        listenersLeft: after.jsEventListeners - before.jsEventListeners,
        windowDocListenersLeft: after.windowListeners + after.documentListeners - before.windowListeners - before.documentListeners,
        errors: p.errors.slice(0, 3),
      }
      rows.push(row)
      log(
        `memory ${w.id}: heap ${(row.heapGrowthBytes / 1024).toFixed(1)} KB, nodes ${row.nodesLeft}, listeners ${row.listenersLeft}, window/document ${row.windowDocListenersLeft}`,
      )
    } finally {
      await p.close()
    }
  }
  return { cycles, widgets: rows }
}

/** Section 4: breed picker keystrokes and a wizard step, unthrottled (and the step also at 4x). */
export async function interaction(browser: Browser, url: string) {
  const p = await openPage(browser, url, ['petlead'], 1)
  const { page } = p
  try {
    await page.evaluate(() => {
      const b = window.__bench
      const h = b.newHost()
      window.__h = window.PetLead.mount(h, { form: 'health', apiBase: '/api' })
      return b.whenReady(h.shadowRoot)
    })
    await page.getByLabel('Pet type').selectOption('dog')
    const box = page.getByRole('combobox', { name: 'Breed (Max 2)' })
    await box.click()
    await page.waitForFunction(() => document.querySelector('#stage div')!.shadowRoot!.querySelectorAll('[role=option]').length > 0)
    const listed = await page.evaluate(() => document.querySelector('#stage div')!.shadowRoot!.querySelectorAll('[role=option]').length)
    await page.evaluate(() => {
      window.__keys = window.__bench.watchKeys(document.querySelector('#stage div')!.shadowRoot!.querySelector('[role=combobox]'))
    })
    const words = [
      'labrador',
      'golden',
      'german',
      'beagle',
      'poodle',
      'shih',
      'yorkshire',
      'boxer',
      'dachshund',
      'husky',
      'collie',
      'terrier',
    ]
    const target = pick(20, 200)
    await typeTimed(page, words, target, '__keys')
    // Every key (letters and the clearing keys) was timed; the clearing ones are part of typing too.
    const keys: number[] = await page.evaluate(() => window.__keys)
    const keyNames: string[] = await page.evaluate(() => window.__keys.keys)
    // The keys that empty the box re-render the whole first page of options: reported apart too.
    const clearing = keys.filter((_, i) => keyNames[i] === 'Backspace' || (keyNames[i] === 'a' && keyNames[i + 1] === 'Backspace'))
    const letters = keys.filter((_, i) => keyNames[i] !== 'Backspace')

    // The same keys into the floor picker (same markup, stylesheet and list, no library).
    await page.evaluate(() => {
      const w = window
      const sheets = [...document.querySelector('#stage div')!.shadowRoot!.adoptedStyleSheets]
      w.__h.unmount()
      document.querySelector('#stage')!.innerHTML = ''
      const names = (w.__lists['/dog_breed'] ?? []).map((b: { name: string }) => b.name)
      const input = w.__bench.floorPicker(names, sheets)
      input.focus()
      w.__floorKeys = w.__bench.watchKeys(input)
    })
    await typeTimed(page, words, target, '__floorKeys')
    const floorKeys: number[] = await page.evaluate(() => window.__floorKeys)

    await page.evaluate(() => {
      document.querySelector('#stage')!.innerHTML = ''
    })
    await page.evaluate(() => {
      const b = window.__bench
      const h = b.newHost()
      window.PetLead.mount(h, { form: 'service-request', apiBase: '/api', open: true })
      return b.whenReady(h.shadowRoot)
    })
    await page.getByLabel('Zip code').fill('94103')
    const steps = pick(5, 30)
    const step1x: number[] = await page.evaluate(
      (n) => window.__bench.wizardSteps(document.querySelector('#stage div')!.shadowRoot, n),
      steps,
    )
    await p.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const step4x: number[] = await page.evaluate(
      (n) => window.__bench.wizardSteps(document.querySelector('#stage div')!.shadowRoot, n),
      steps,
    )
    log(
      `interaction: ${keys.length} keystrokes over ${listed} options, p95 ${summarize(keys).p95} ms; wizard step ${summarize(step1x).median} ms (4x: ${summarize(step4x).median} ms)`,
    )
    return {
      breedOptionsListed: listed,
      breedsLoaded: await page.evaluate(() => (window.__lists['/dog_breed'] ?? []).length),
      keystroke: summarize(keys),
      keystrokeFloor: summarize(floorKeys),
      keystrokeLetters: summarize(letters),
      keystrokeClearing: summarize(clearing),
      wizardStep: summarize(step1x),
      wizardStep4x: summarize(step4x),
      errors: p.errors.slice(0, 3),
    }
  } finally {
    await p.close()
  }
}

/**
 * Types `words` in turn into the focused box, each word cleared with Ctrl+A and Backspace, until
 * `target` letters are in; every key waits until the page's key watcher `window[samples]` has
 * timed it, so no two keys' work overlaps.
 */
async function typeTimed(page: Page, words: string[], target: number, samples: '__keys' | '__floorKeys') {
  for (let i = 0, typed = 0; typed < target; i++) {
    for (const ch of words[i % words.length]!) {
      const before = await page.evaluate((s) => window[s].length, samples)
      await page.keyboard.press(ch === ' ' ? 'Space' : ch)
      await page.waitForFunction(([s, n]) => window[s].length > n, [samples, before] as const)
      typed++
    }
    await page.keyboard.press('Control+A')
    await page.keyboard.press('Backspace')
    await page.waitForTimeout(20)
  }
}

/** Section 7: a 12 MP JPEG and PNG through the photo field's file input, CPU throttled 4x. */
export async function photo(browser: Browser, url: string) {
  const reps = pick(1, 3)
  const out: Record<string, unknown> = {}
  for (const type of ['image/jpeg', 'image/png']) {
    const runs: Array<Partial<PhotoRun> & { error?: string }> = []
    let form = ''
    for (let i = 0; i < reps; i++) {
      const p = await openPage(browser, url, ['petlead'], 1)
      try {
        form = await p.page.evaluate(async () => {
          const b = window.__bench
          for (const form of ['qr-dental', 'ai-test', 'kiosk-dental']) {
            const h = b.newHost()
            const handle = window.PetLead.mount(h, { form, apiBase: '/api', clinicId: 'willow' })
            await b.whenReady(h.shadowRoot)
            if (h.shadowRoot!.querySelector('input[type=file]')) return form
            handle.unmount()
            h.remove()
          }
          return ''
        })
        if (!form) return { error: 'no widget with a photo field mounted' }
        await p.page.evaluate(async (t) => {
          window.__file = await window.__bench.makePhoto(t)
        }, type)
        await p.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        runs.push(
          await p.page.evaluate(() => window.__bench.convertThroughField(document.querySelector('#stage div')!.shadowRoot, window.__file)),
        )
      } finally {
        await p.close()
      }
    }
    const ms = runs.map((r) => r.ms as number)
    out[type] = { form, throttle: 4, time: summarize(ms), outputBytes: runs.at(-1)?.bytes, output: runs.at(-1), runs }
    log(`photo ${type}: ${summarize(ms).median} ms → ${runs.at(-1)?.bytes} bytes (${form})`)
  }
  return out
}
