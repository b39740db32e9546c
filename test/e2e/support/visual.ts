import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import type { Page } from 'playwright-core'

/** Where the committed baselines live, and where a failing run leaves its picture and diff (not committed). */
export const BASELINE_DIR = join(import.meta.dirname, '../visual/baselines')
export const OUTPUT_DIR = join(import.meta.dirname, '../visual/output')

/**
 * The tolerance, measured: two runs of the suite on this machine (Debian Chromium headless, DejaVu
 * fonts) differ by 0 pixels; anti-aliasing under another CPU can move a few edge pixels. A
 * per-pixel colour threshold of 0.1 (pixelmatch's YIQ distance) absorbs that, and a page may
 * differ in at most 0.1 % of its pixels, while one checkbox drawn over its label already changes
 * more than that. A different page height always fails: a layout that grew or shrank.
 */
export const PIXEL_THRESHOLD = 0.1
export const MAX_DIFF_RATIO = 0.001

/** Set to 1 to write the pictures as the new baselines instead of comparing (see docs/visual-tests.md). */
export const UPDATING = process.env.UPDATE_VISUAL === '1'

/**
 * Style that makes a screenshot the same on every run: no animation, transition or caret, and one
 * font family everywhere (DejaVu, which Debian's fonts-dejavu-core always has), in the page and in
 * every widget's shadow root (custom properties pass into it, plain rules do not).
 */
const STEADY_CSS = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;
font-family:"DejaVu Sans",sans-serif!important;-webkit-font-smoothing:antialiased}
code,pre,kbd,samp,.ws-code,code *{font-family:"DejaVu Sans Mono",monospace!important}
:root{--petlead-font:"DejaVu Sans",sans-serif}`

/** Adds STEADY_CSS to the document and to every open shadow root now on the page. */
export async function steady(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    const visit = (root: Document | ShadowRoot) => {
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot)
    }
    visit(document)
  }, STEADY_CSS)
  // Fonts and every image (logos, in shadow roots too) loaded: the picture has no holes.
  await page.waitForFunction(
    () => {
      const images: HTMLImageElement[] = []
      const visit = (root: Document | ShadowRoot) => {
        images.push(...root.querySelectorAll('img'))
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot)
      }
      visit(document)
      return document.fonts.status === 'loaded' && images.every((i) => i.complete)
    },
    undefined,
    { polling: 100 },
  )
}

/**
 * Elements that stick out sideways: past the viewport (the page scrolls sideways on a phone), or
 * past the box of an ancestor that clips or scrolls its content (the text is cut off or hidden
 * under its neighbour). Content inside a scroll container that scrolls on purpose (a wide table in
 * `overflow-x: auto`) is fine. Walks into open shadow roots. Returns one line per offender.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth
    const out: string[] = []
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`
    const parentOf = (el: Element): Element | null => el.parentElement ?? (el.parentNode as ShadowRoot | null)?.host ?? null
    /** The nearest ancestor whose box holds the element's overflow back (scrolls or clips it), if any. */
    const holder = (el: Element): Element | null => {
      for (let p = parentOf(el); p && p !== document.documentElement && p !== document.body; p = parentOf(p)) {
        if (getComputedStyle(p).overflowX !== 'visible') return p
      }
      return null
    }
    if (document.documentElement.scrollWidth > vw + 1)
      out.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${vw} px viewport`)
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot)
        const s = getComputedStyle(el)
        if (s.display === 'none' || s.visibility === 'hidden' || (s.position === 'fixed' && s.opacity === '0')) continue
        const r = el.getBoundingClientRect()
        // Visually hidden text (1 px, clipped) is meant to be there.
        if (r.width <= 1 || r.height <= 1 || s.clip !== 'auto' || s.clipPath !== 'none') continue
        const h = holder(el)
        if (!h) {
          // Entirely off to the left is the skip link's way of hiding until focused.
          if (r.right > vw + 1 || (r.left < -1 && r.right > 0))
            out.push(`${name(el)} spans ${Math.round(r.left)}-${Math.round(r.right)} px in a ${vw} px viewport`)
          continue
        }
        const hs = getComputedStyle(h)
        if (hs.overflowX === 'auto' || hs.overflowX === 'scroll') continue
        const b = h.getBoundingClientRect()
        if (r.right > b.right + 1 || r.left < b.left - 1)
          out.push(
            `${name(el)} spans ${Math.round(r.left)}-${Math.round(r.right)} px, its clipping ${name(h)} ${Math.round(b.left)}-${Math.round(b.right)} px`,
          )
      }
    }
    visit(document)
    return out
  })
}

/**
 * A screenshot as 8-bit grey at half its width and height (each pixel the mean of a 2x2 block):
 * a twelfth of the bytes, and an overlap, a cut-off word or a shifted block still shows plainly.
 */
function toGrey(png: PNG): PNG {
  const width = Math.ceil(png.width / 2)
  const height = Math.ceil(png.height / 2)
  const grey = new PNG({ width, height, colorType: 0, inputColorType: 6, inputHasAlpha: true })
  const lum = (x: number, y: number) => {
    const i = (Math.min(y, png.height - 1) * png.width + Math.min(x, png.width - 1)) * 4
    return 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = Math.round((lum(2 * x, 2 * y) + lum(2 * x + 1, 2 * y) + lum(2 * x, 2 * y + 1) + lum(2 * x + 1, 2 * y + 1)) / 4)
      const o = (y * width + x) * 4
      grey.data[o] = grey.data[o + 1] = grey.data[o + 2] = v
      grey.data[o + 3] = 255
    }
  }
  return grey
}

/**
 * Compares a screenshot with its baseline `name`.png: undefined when they match within the
 * tolerance (or when updating, after writing the baseline), else what differs, with the picture
 * and a diff left in OUTPUT_DIR.
 */
export function compareWithBaseline(name: string, shot: Buffer): string | undefined {
  const actual = toGrey(PNG.sync.read(shot))
  const file = join(BASELINE_DIR, `${name}.png`)
  // Encoded only to be written (a baseline, or a failure's picture): at deflate level 9 it costs
  // more than the comparison, and a passing picture writes nothing.
  const encoded = () => PNG.sync.write(actual, { colorType: 0, inputColorType: 6, deflateLevel: 9 })
  if (UPDATING) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, encoded())
    return undefined
  }
  const keep = (suffix: string, data: Buffer) => {
    mkdirSync(OUTPUT_DIR, { recursive: true })
    writeFileSync(join(OUTPUT_DIR, `${name}${suffix}.png`), data)
  }
  if (!existsSync(file)) {
    keep('.actual', encoded())
    return `no baseline ${name}.png: run UPDATE_VISUAL=1 (docs/visual-tests.md)`
  }
  const expected = PNG.sync.read(readFileSync(file))
  if (expected.width !== actual.width || expected.height !== actual.height) {
    keep('.actual', encoded())
    return `${name}: ${actual.width}x${actual.height} px, baseline ${expected.width}x${expected.height} px`
  }
  const diff = new PNG({ width: actual.width, height: actual.height })
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD })
  const ratio = differing / (actual.width * actual.height)
  if (ratio <= MAX_DIFF_RATIO) return undefined
  keep('.actual', encoded())
  keep('.diff', PNG.sync.write(diff))
  return `${name}: ${differing} pixels differ (${(ratio * 100).toFixed(3)} %, at most ${MAX_DIFF_RATIO * 100} %)`
}
