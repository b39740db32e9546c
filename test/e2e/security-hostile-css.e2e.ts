import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { startApiDouble, type ApiDouble } from './support/apiDouble'
import { launchBrowser, newPage } from './support/browser'
import { CLINIC_OF } from './fixtures/widgets'

/**
 * Hostile host pages. Aggressive global CSS (resets on *, a 62.5% root font size,
 * `all: unset` on form controls, a transformed overflow-hidden container, a z-index war and a
 * fixed header) must not change how a widget looks (pixel comparison with a plain host) nor
 * where its modal shows, and the widget must change nothing outside its root. Mounting and
 * unmounting across a simulated single-page-app navigation leaves no duplicate widget, window or
 * document listener, or interval behind.
 */

const VIEWPORT = { width: 1024, height: 900 }

const HOSTILE_CSS = `
*{margin:7px!important;padding:3px!important;font-family:serif!important;box-sizing:content-box!important;color:red!important;line-height:3!important}
html{font-size:62.5%}
input,button,select,textarea,label{all:unset;border:5px solid lime!important}
div.wrap{transform:scale(.98);overflow:hidden;height:400px;position:relative;z-index:2147483647}
header{position:fixed;top:0;left:0;right:0;height:60px;z-index:2147483647;background:#000}
`

const mountEl = (form: string, extra = '') =>
  `<div id="w" data-petlead-form="${form}"${CLINIC_OF[form] ? ` data-clinic-id="${CLINIC_OF[form]}"` : ''}${extra}></div>`
const SCRIPT = '<script src="/dist/petlead.umd.js" data-api-base="/api"></script>'
const doc = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Host</title>${head}</head><body>${body}${SCRIPT}</body></html>`

/** Plain host: the widget alone. */
const plainPage = (form: string) => doc('<link rel="stylesheet" href="/width.css">', `<main>${mountEl(form)}</main>`)
/** Hostile CSS from a same-origin stylesheet, widget not inside the transformed container (pixels). */
const hostileFlatPage = (form: string) =>
  doc('<link rel="stylesheet" href="/hostile.css"><link rel="stylesheet" href="/width.css">', `<main>${mountEl(form)}</main>`)
/** Everything hostile: fixed header, widget inside the transformed, overflow-hidden container (modal). */
const hostileWrapPage = (form: string) =>
  doc(
    '<link rel="stylesheet" href="/hostile.css">',
    `<header>Clinic site</header><main><p>Intro text</p><div class="wrap">${mountEl(form)}</div><p>Footer text</p></main>`,
  )

// ---------- a tiny PNG decoder (8-bit RGB/RGBA, non-interlaced: what Chromium writes) ----------

interface Img {
  width: number
  height: number
  rgba: Uint8Array
}

export function decodePng(buf: Buffer): Img {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG')
  let off = 8
  let width = 0,
    height = 0,
    colorType = 0
  const idat: Buffer[] = []
  while (off < buf.length) {
    const len = buf.readUInt32BE(off)
    const type = buf.toString('latin1', off + 4, off + 8)
    const data = buf.subarray(off + 8, off + 8 + len)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      const depth = data[8]
      colorType = data[9]
      if (depth !== 8 || (colorType !== 6 && colorType !== 2) || data[12] !== 0)
        throw new Error(`unsupported PNG: depth ${depth} colour ${colorType} interlace ${data[12]}`)
    } else if (type === 'IDAT') idat.push(data)
    else if (type === 'IEND') break
    off += 12 + len
  }
  const bpp = colorType === 6 ? 4 : 3
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * bpp
  const out = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    const row = y * stride
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[row + x - bpp] : 0
      const b = y > 0 ? out[row - stride + x] : 0
      const c = x >= bpp && y > 0 ? out[row - stride + x - bpp] : 0
      let v = line[x]
      if (filter === 1) v += a
      else if (filter === 2) v += b
      else if (filter === 3) v += (a + b) >> 1
      else if (filter === 4) {
        const p = a + b - c,
          pa = Math.abs(p - a),
          pb = Math.abs(p - b),
          pc = Math.abs(p - c)
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      } else if (filter !== 0) throw new Error(`bad PNG filter ${filter}`)
      out[row + x] = v & 0xff
    }
  }
  if (bpp === 4) return { width, height, rgba: out }
  const rgba = new Uint8Array(width * height * 4)
  for (let i = 0, j = 0; i < out.length; i += 3, j += 4) {
    rgba[j] = out[i]
    rgba[j + 1] = out[i + 1]
    rgba[j + 2] = out[i + 2]
    rgba[j + 3] = 255
  }
  return { width, height, rgba }
}

/** Share of pixels whose colour differs (any channel by more than `tolerance`). */
function diffRatio(a: Img, b: Img, tolerance = 24): number {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`size differs: plain ${a.width}×${a.height}, hostile ${b.width}×${b.height}`)
  let differ = 0
  for (let i = 0; i < a.rgba.length; i += 4) {
    if (
      Math.abs(a.rgba[i] - b.rgba[i]) > tolerance ||
      Math.abs(a.rgba[i + 1] - b.rgba[i + 1]) > tolerance ||
      Math.abs(a.rgba[i + 2] - b.rgba[i + 2]) > tolerance ||
      Math.abs(a.rgba[i + 3] - b.rgba[i + 3]) > tolerance
    )
      differ++
  }
  return differ / (a.width * a.height)
}

// ---------------------------------------------------------------------------------------------

let api: ApiDouble
let browser: Browser

beforeAll(async () => {
  api = await startApiDouble()
  browser = await launchBrowser()
  api.page('/hostile.css', HOSTILE_CSS, { 'Content-Type': 'text/css' })
  // The mount element's own box (width, and the hostile page's padding on it) is the host's layout.
  api.page('/width.css', '#w{width:900px}', { 'Content-Type': 'text/css' })
})
afterAll(async () => {
  await browser?.close()
  await api?.close()
})

async function open(path: string, html: string): Promise<{ page: Page; errors: string[] }> {
  api.page(path, html)
  const { page, errors } = await newPage(browser, VIEWPORT)
  await page.goto(api.origin + path)
  await expect
    .poll(() => page.evaluate(() => (document.querySelector('#w')?.shadowRoot?.textContent ?? '').trim().length))
    .toBeGreaterThan(0)
  // Lookup lists, fonts and any entrance transition settle before a picture is taken.
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(300)
  return { page, errors }
}

/**
 * The widget's own box inside the shadow root. The mount element's box belongs to the host page:
 * the hostile `*{padding:3px!important}` puts a 3 px frame on it (the widget's `:host` rule is not
 * !important and host rules win over it), which is the host's layout, not the widget's look.
 */
async function shot(page: Page): Promise<Img> {
  return decodePng(await page.locator('[data-petlead-form] .pl-container').screenshot({ animations: 'disabled', caret: 'hide' }))
}

describe('hostile global CSS', () => {
  it.each(['health', 'clinic-health', 'service-request', 'contact', 'dental', 'recover-password'])(
    '%s looks the same on a hostile host as on a plain one (≤ 1 % pixels differ)',
    async (form) => {
      const plain = await open(`/plain/${form}`, plainPage(form))
      const a = await shot(plain.page)
      const hostile = await open(`/hostile/${form}`, hostileFlatPage(form))
      // The hostile sheet did apply to the host (otherwise the comparison proves nothing).
      expect(await hostile.page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe('serif')
      const b = await shot(hostile.page)
      // The decoder saw a real picture (many colours), so equal pictures mean equal pixels.
      const colours = new Set<number>()
      for (let i = 0; i < a.rgba.length; i += 4) colours.add((a.rgba[i] << 16) | (a.rgba[i + 1] << 8) | a.rgba[i + 2])
      expect(colours.size).toBeGreaterThan(8)
      const ratio = diffRatio(a, b)
      expect(ratio, `${(ratio * 100).toFixed(2)} % of pixels differ`).toBeLessThanOrEqual(0.01)
      expect(plain.errors).toEqual([])
      expect(hostile.errors).toEqual([])
      await plain.page.context().close()
      await hostile.page.context().close()
    },
  )

  it('a modal opened inside a transformed, overflow-hidden container covers the viewport above a fixed z-index header, and the host DOM is unchanged after use', async () => {
    const { page, errors } = await open('/hostile-wrap/service-request', hostileWrapPage('service-request'))
    const before = await page.evaluate(() => document.documentElement.outerHTML)

    await page.getByRole('button', { name: 'Request a low-cost service' }).first().press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Request a low-cost service' })
    await dialog.waitFor()
    await page.waitForTimeout(400) // opening transition
    const facts = await dialog.evaluate((d) => {
      const r = d.getBoundingClientRect()
      const cx = innerWidth / 2,
        cy = innerHeight / 2
      // Resolve the topmost element at the viewport centre through every shadow root.
      let el: Element | null = document.elementFromPoint(cx, cy)
      for (let i = 0; el?.shadowRoot && i < 10; i++) {
        const inner = el.shadowRoot.elementFromPoint(cx, cy)
        if (!inner || inner === el) break
        el = inner
      }
      let inside = false
      for (let n: Node | null = el; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null)
        if (n === d) {
          inside = true
          break
        }
      return {
        centre: { x: r.left + r.width / 2, y: r.top + r.height / 2 },
        viewport: { x: cx, y: cy },
        size: { w: r.width, h: r.height },
        hit: el ? `${el.tagName}.${el.className}` : 'none',
        inside,
      }
    })
    expect(Math.abs(facts.centre.x - facts.viewport.x), JSON.stringify(facts)).toBeLessThanOrEqual(4)
    expect(Math.abs(facts.centre.y - facts.viewport.y), JSON.stringify(facts)).toBeLessThanOrEqual(4)
    expect(facts.inside, `element at the viewport centre is ${facts.hit}, not in the dialog`).toBe(true)
    // The fixed header (z-index 2147483647) does not cover the dialog's top edge either.
    const topHit = await dialog.evaluate((d) => {
      const r = d.getBoundingClientRect()
      const x = r.left + r.width / 2,
        y = Math.max(r.top + 8, 8)
      let el: Element | null = document.elementFromPoint(x, y)
      for (let i = 0; el?.shadowRoot && i < 10; i++) {
        const inner = el.shadowRoot.elementFromPoint(x, y)
        if (!inner || inner === el) break
        el = inner
      }
      return el?.closest('header') ? 'header' : (el?.tagName ?? 'none')
    })
    expect(topHit).not.toBe('header')

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.waitForTimeout(200)
    const after = await page.evaluate(() => document.documentElement.outerHTML)
    expect(after).toBe(before)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

/**
 * Inherited properties. A host rule that matches the mount element itself (`*`), or
 * one its ancestors pass down (`body`), beats `:host{all:initial}` on the host element, and every
 * inherited property then flows into the shadow tree. Each hostile sheet sets a wide range of
 * inherited properties; the computed style of every element in the shadow root (open dialogs and
 * their ::backdrop, placeholders too) must equal the one on a plain page.
 */
const INHERITED = [
  'letter-spacing:10px',
  'word-spacing:9px',
  'text-transform:uppercase',
  'line-height:3',
  'font-style:italic',
  'font-variant:small-caps',
  'font-weight:900',
  'font-size:30px',
  'font-family:serif',
  'font-stretch:condensed',
  'font-kerning:none',
  'font-feature-settings:"smcp"',
  'font-synthesis:none',
  'font-variant-numeric:slashed-zero',
  'text-indent:40px',
  'text-shadow:2px 2px red',
  'text-align:right',
  'text-align-last:right',
  'white-space:pre',
  'text-wrap:balance',
  'direction:rtl',
  'cursor:wait',
  'visibility:hidden',
  'quotes:"<" ">"',
  'color:red',
  'tab-size:20',
  'hyphens:auto',
  'word-break:break-all',
  'overflow-wrap:anywhere',
  'line-break:anywhere',
  'list-style:square inside',
  'caret-color:red',
  'accent-color:red',
  'color-scheme:dark',
  'pointer-events:none',
  '-webkit-text-fill-color:red',
  '-webkit-text-stroke:1px red',
  'text-emphasis:circle red',
  'text-underline-position:under',
  'text-underline-offset:5px',
  'text-decoration-skip-ink:none',
  'text-rendering:geometricPrecision',
  'border-collapse:collapse',
  'border-spacing:9px',
  'caption-side:bottom',
  'empty-cells:hide',
  'image-rendering:pixelated',
  'paint-order:stroke',
  'user-select:none',
  '-webkit-text-security:disc',
  'fill:red',
  'stroke:red',
  'print-color-adjust:exact',
  'orphans:9',
  'widows:9',
]
const INHERITED_SHEETS: Record<string, string> = {
  '*': `*{${INHERITED.join(';')}}`,
  '* !important': `*{${INHERITED.map((d) => `${d}!important`).join(';')}}`,
  body: `body{${INHERITED.join(';')}}`,
  'body !important': `body{${INHERITED.map((d) => `${d}!important`).join(';')}}`,
  // The issue's own example, word for word.
  'body (issue example)': 'body{letter-spacing:4px;word-spacing:9px;text-transform:uppercase;line-height:3}',
}

type Styles = Record<string, Record<string, string>>

/**
 * Every computed property of every element (and ::backdrop, ::placeholder) in the widget's shadow root.
 * Sent back as one JSON string: as an object, its hundred thousand values each went through the
 * browser protocol's value checks, 15 of this file's 22 s of Node CPU.
 */
async function computedStyles(page: Page): Promise<Styles> {
  const json = await page.evaluate(async () => {
    const root = document.querySelector('#w')!.shadowRoot!
    // Let entrance transitions (modals fade) end so both pages are compared at rest.
    await Promise.all(
      root
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    )
    const out: Record<string, Record<string, string>> = {}
    const read = (key: string, el: Element, pseudo?: string) => {
      const cs = getComputedStyle(el, pseudo)
      const o: Record<string, string> = {}
      for (let i = 0; i < cs.length; i++) o[cs[i]] = cs.getPropertyValue(cs[i])
      out[key] = o
    }
    root.querySelectorAll('*').forEach((el, i) => {
      const key = `${i} ${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${el.getAttribute('class') ?? ''}`
      read(key, el)
      if (el.tagName === 'DIALOG' && (el as HTMLDialogElement).open) read(`${key}::backdrop`, el, '::backdrop')
      if (el.hasAttribute('placeholder')) read(`${key}::placeholder`, el, '::placeholder')
    })
    return JSON.stringify(out)
  })
  return JSON.parse(json) as Styles
}

/** "element: property plain → hostile" for each difference. */
function styleDiff(plain: Styles, hostile: Styles): string[] {
  const diffs: string[] = []
  expect(Object.keys(hostile)).toEqual(Object.keys(plain))
  for (const [el, props] of Object.entries(plain)) {
    for (const [prop, value] of Object.entries(props)) {
      if (hostile[el][prop] !== value) diffs.push(`${el}: ${prop} ${value} → ${hostile[el][prop]}`)
    }
  }
  return diffs
}

describe('inherited host styles', () => {
  /** How far each widget is taken before its styles are read: service-request opens its modal. */
  const prepare: Record<string, (page: Page) => Promise<void>> = {
    health: async () => undefined,
    'kiosk-dental': async () => undefined,
    contact: async () => undefined,
    'qr-dental': async () => undefined,
    'service-request': async (page) => {
      await page.getByRole('button', { name: 'Request a low-cost service' }).first().press('Enter')
      await page.getByRole('dialog', { name: 'Request a low-cost service' }).waitFor()
    },
  }

  it.each(Object.keys(prepare))(
    '%s: every element in the shadow root computes the same style under `*` and `body` rules, with and without !important',
    async (form) => {
      const plain = await open(`/inherit-plain/${form}`, plainPage(form))
      await prepare[form](plain.page)
      const clean = await computedStyles(plain.page)
      expect(Object.keys(clean).length).toBeGreaterThan(10)
      expect(plain.errors).toEqual([])
      await plain.page.context().close()

      const report: Record<string, string[]> = {}
      for (const [name, sheet] of Object.entries(INHERITED_SHEETS)) {
        const path = `/inherit-${encodeURIComponent(name)}/${form}`
        api.page(`${path}.css`, sheet, { 'Content-Type': 'text/css' })
        const hostile = await open(
          path,
          doc(`<link rel="stylesheet" href="${path}.css"><link rel="stylesheet" href="/width.css">`, `<main>${mountEl(form)}</main>`),
        )
        // The sheet did reach the host page (otherwise the comparison proves nothing).
        expect(await hostile.page.evaluate(() => getComputedStyle(document.querySelector('main')!).letterSpacing)).not.toBe('normal')
        await prepare[form](hostile.page)
        const diffs = styleDiff(clean, await computedStyles(hostile.page))
        if (diffs.length) report[name] = diffs.slice(0, 15).concat(diffs.length > 15 ? [`... ${diffs.length} in all`] : [])
        expect(hostile.errors).toEqual([])
        await hostile.page.context().close()
      }
      expect(report).toEqual({})
    },
  )
})

/** Installed before any page script: tracks live window/document listeners and timers. */
function trackGlobals() {
  type Entry = { t: EventTarget; type: string; fn: unknown; capture: boolean }
  const live: Entry[] = []
  const onceWrappers = new WeakMap<object, unknown>()
  const intervals = new Set<number>()
  const timeouts = new Set<number>()
  const proto = EventTarget.prototype
  const add = proto.addEventListener,
    remove = proto.removeEventListener
  const tracked = (t: EventTarget) => t === window || t === document
  const cap = (o: unknown) => (typeof o === 'boolean' ? o : !!(o as { capture?: boolean } | undefined)?.capture)
  const find = (t: EventTarget, type: string, fn: unknown, capture: boolean) =>
    live.findIndex((e) => e.t === t && e.type === type && e.fn === fn && e.capture === capture)
  proto.addEventListener = function (
    this: EventTarget,
    type: string,
    fn: EventListenerOrEventListenerObject | null,
    o?: boolean | AddEventListenerOptions,
  ) {
    if (!tracked(this) || !fn) return add.call(this, type, fn, o)
    const capture = cap(o)
    if (find(this, type, fn, capture) >= 0) return add.call(this, type, fn, o)
    const entry: Entry = { t: this, type, fn, capture }
    live.push(entry)
    const drop = () => {
      const i = live.indexOf(entry)
      if (i >= 0) live.splice(i, 1)
    }
    const opts = typeof o === 'object' ? o : undefined
    opts?.signal?.addEventListener('abort', drop)
    if (opts?.once) {
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the wrapper needs both this target and its own call-time `this`
      const target = this
      const wrapper = function (this: unknown, e: Event) {
        drop()
        remove.call(target, type, wrapper, capture)
        return typeof fn === 'function' ? fn.call(this, e) : fn.handleEvent(e)
      }
      onceWrappers.set(fn as object, wrapper)
      return add.call(this, type, wrapper, { ...opts, once: false })
    }
    return add.call(this, type, fn, o)
  }
  proto.removeEventListener = function (
    this: EventTarget,
    type: string,
    fn: EventListenerOrEventListenerObject | null,
    o?: boolean | EventListenerOptions,
  ) {
    if (tracked(this) && fn) {
      const i = find(this, type, fn, cap(o))
      if (i >= 0) live.splice(i, 1)
      const w = onceWrappers.get(fn as object)
      if (w) remove.call(this, type, w as EventListener, o)
    }
    return remove.call(this, type, fn, o)
  }
  const w = window as unknown as Record<string, unknown>
  const st = window.setTimeout,
    ct = window.clearTimeout,
    si = window.setInterval,
    ci = window.clearInterval
  w.setTimeout = (fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = st(() => {
      timeouts.delete(id)
      if (typeof fn === 'function') fn(...args)
    }, ms)
    timeouts.add(id)
    return id
  }
  w.clearTimeout = (id?: number) => {
    if (id !== undefined) timeouts.delete(id)
    ct(id)
  }
  w.setInterval = (fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = si(fn, ms, ...args)
    intervals.add(id)
    return id
  }
  w.clearInterval = (id?: number) => {
    if (id !== undefined) intervals.delete(id)
    ci(id)
  }
  w.__petleadGlobals = () => ({
    listeners: live.map((e) => `${e.t === window ? 'window' : 'document'}:${e.type}${e.capture ? ':capture' : ''}`).sort(),
    intervals: intervals.size,
    timeouts: timeouts.size,
  })
}

type Globals = { listeners: string[]; intervals: number; timeouts: number }
const globals = (page: Page) => page.evaluate(() => (window as unknown as { __petleadGlobals(): Globals }).__petleadGlobals())

describe('single-page-app navigation', () => {
  it.each(['health', 'clinic-health', 'service-request', 'contact', 'recover-password'])(
    '%s: 20 mount/unmount cycles leave one widget, then no listener or interval behind',
    async (form) => {
      api.page('/spa', doc('', '<main id="app"><h1>App</h1></main>'))
      const { page, errors } = await newPage(browser, VIEWPORT)
      await page.context().addInitScript(trackGlobals)
      await page.goto(api.origin + '/spa')
      await page.waitForFunction(() => 'PetLead' in window)
      await page.waitForTimeout(1000)
      const baseline = await globals(page)

      const present = await page.evaluate(
        async ({ form, clinicId }) => {
          type Handle = { unmount(): void }
          const PetLead = (window as unknown as { PetLead: { mount(el: Element, o: unknown): Handle } }).PetLead
          const app = document.getElementById('app')!
          let current: { el: Element; handle: Handle } | undefined
          for (let i = 0; i < 20; i++) {
            // A route change: the old view's element is unmounted and dropped, a fresh one mounted.
            if (current) {
              current.handle.unmount()
              current.el.remove()
            }
            const el = document.createElement('section')
            el.className = 'route'
            app.appendChild(el)
            current = { el, handle: PetLead.mount(el, { form, clinicId, apiBase: '/api' }) }
            await new Promise((r) => setTimeout(r, 40 + (i % 3) * 30))
          }
          const count = () => [...document.querySelectorAll('*')].filter((e) => e.shadowRoot?.querySelector('.pl-container')).length
          const widgets = count()
          ;(window as unknown as { __last: Handle }).__last = current!.handle
          return { widgets, routes: document.querySelectorAll('.route').length }
        },
        { form, clinicId: CLINIC_OF[form] },
      )
      expect(present).toEqual({ widgets: 1, routes: 1 })

      await page.evaluate(() => {
        ;(window as unknown as { __last: { unmount(): void } }).__last.unmount()
        document.querySelector('.route')!.remove()
      })
      await page.waitForTimeout(1000)
      const after = await globals(page)
      expect(after.listeners).toEqual(baseline.listeners)
      expect(after.intervals).toBe(baseline.intervals)
      expect(after.timeouts).toBeLessThanOrEqual(baseline.timeouts)
      expect(await page.evaluate(() => document.body.getAttribute('style'))).toBeNull()
      expect(errors).toEqual([])
      await page.context().close()
    },
  )
})
