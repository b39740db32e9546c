import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { plainOwner, WIDGETS } from './fixtures/widgets'
import type { ApiDouble } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { makePng, pngFile } from './support/images'
import { parseMultipart } from './support/multipart'
import { en } from '../../src/text/en'
import { withWidgetPage } from './support/suite'

/**
 * The photo picker has the widget's look instead of the browser's raw
 * 'Choose File / No file chosen'. A styled button over the native input (still the labelled,
 * focusable control), the chosen file's name and a preview, Enter and Space open the chooser, and a
 * dropped image file is taken on a desktop. Checked on the QR form, which sends the photo in one
 * multipart request, so what was chosen can be followed to the foto.jpg the server receives.
 */

let api: ApiDouble, page: Page, errors: string[]
withWidgetPage((s) => ({ api, page, errors } = s), {
  path: '/page/qr-dental',
  viewport: { width: 1024, height: 900 },
  prepare: (a) => {
    a.requests.length = 0
    a.clearHandlers()
  },
  async ready(p) {
    await p.getByLabel('Owner name').waitFor()
    // Intercepting choosers is switched on by the first listener, asynchronously: switch it on
    // before any key or click, so the waitForEvent calls below never race it.
    p.on('filechooser', () => undefined)
  },
})

const qr = WIDGETS.find((w) => w.form === 'qr-dental')!
const PATH = '/pet_app/dental_check_amcp'
// The native input keeps the field's label as its accessible name (a file input's role is button).
const input = () => page.getByRole('button', { name: 'Photo (optional)', exact: true })
const preview = () => page.getByRole('img', { name: 'Preview of the chosen photo' })
const inRoot = <T>(fn: (root: ShadowRoot) => T) => page.evaluate(fn, undefined as never)

/** What the owner sees of the picker: the visible button's text and box, the native input's look and box. */
const looks = () =>
  page.evaluate(() => {
    const root = document.querySelector('[data-petlead-form]')!.shadowRoot!
    const input = root.querySelector<HTMLInputElement>('input[type=file]')!
    const button = input.nextElementSibling as HTMLElement
    const box = (el: Element) => {
      const r = el.getBoundingClientRect()
      return [r.x, r.y, r.width, r.height].map(Math.round)
    }
    return {
      text: button.textContent,
      buttonHidden: button.getAttribute('aria-hidden'),
      inputBox: box(input),
      buttonBox: box(button),
      inputOpacity: getComputedStyle(input).opacity,
    }
  })

/** The texts the input's aria-describedby points at (the screen reader's description). */
const description = () =>
  page.evaluate(() => {
    const root = document.querySelector('[data-petlead-form]')!.shadowRoot!
    const ids = root.querySelector('input[type=file]')!.getAttribute('aria-describedby')!.split(' ')
    return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ')
  })

/** Pixels drawn on the preview canvas: its size and how many distinct colours it holds. */
const previewPixels = () =>
  page.evaluate(() => {
    const c = document.querySelector('[data-petlead-form]')!.shadowRoot!.querySelector('canvas')!
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
    const colours = new Set<number>()
    for (let i = 0; i < d.length; i += 4) colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2])
    return { width: c.width, height: c.height, colours: colours.size }
  })

/** The photo part of the form's one multipart request, after the rest of the form is filled and sent. */
async function sentPhoto() {
  api.on('POST', PATH, () => ({ json: { success: true, content: '<p>Done</p>' } }))
  await qr.fill(page, plainOwner, { photo: false })
  await qr.send(page)
  await qr.success(page).waitFor()
  const post = api.writes().find((w) => w.path === PATH)!
  return parseMultipart(post.raw, post.headers['content-type']).find((p) => p.filename)
}

describe('the photo picker', () => {
  it("is the widget's own button over the native input, and shows the chosen file's name and preview", async () => {
    const before = await looks()
    expect(before.text).toBe('Choose a photo')
    expect(before.buttonHidden).toBe('true')
    // The native control is still there, the same size as the button and on top of it, but unseen.
    expect(before.inputOpacity).toBe('0')
    expect(before.inputBox).toEqual(before.buttonBox)
    expect(before.buttonBox[3]).toBeGreaterThanOrEqual(44)
    expect(await input().getAttribute('type')).toBe('file')
    expect(await page.getByText('or drop it here').isVisible()).toBe(true)

    // A click where the owner sees the button opens the browser's chooser.
    await input().scrollIntoViewIfNeeded()
    const [x, y, w, h] = (await looks()).buttonBox
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.mouse.click(x + w / 2, y + h / 2)])
    expect(chooser.isMultiple()).toBe(false)
    await chooser.setFiles(pngFile('rex.png', 3000, 2000))
    await preview().waitFor()
    await page.getByText('rex.png', { exact: true }).waitFor()
    expect((await looks()).text).toBe('Change photo')
    expect(await description()).toContain('rex.png')
    await expect.poll(previewPixels).toMatchObject({ width: 240, height: 160 })
    expect((await previewPixels()).colours).toBeGreaterThan(50)
    await expectNoAxeViolations(page, 'photo chosen')

    expect(await sentPhoto()).toMatchObject({ name: 'photo', filename: 'foto.jpg', type: 'image/jpeg' })
    expect(errors).toEqual([])
  })

  it('is reached with Tab, shows the focus ring on the button, and Enter or Space opens the chooser', async () => {
    // The photo comes after the danger-sign checklist: Tab from its last box lands on the photo button.
    await page.getByRole('checkbox', { name: en.dangerSigns.signs.heat }).focus()
    await page.keyboard.press('Tab')
    expect(
      await inRoot(() => {
        const a = document.querySelector('[data-petlead-form]')!.shadowRoot!.activeElement as HTMLInputElement | null
        return a && { type: a.type, ring: getComputedStyle(a.nextElementSibling!).outlineStyle }
      }),
    ).toEqual({ type: 'file', ring: 'solid' })

    const [byEnter] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')])
    await byEnter.setFiles(pngFile('first.png', 800, 600))
    await page.getByText('first.png', { exact: true }).waitFor()
    await preview().waitFor()

    // Focus stayed on the input when the chooser closed: Space opens it again.
    expect(await input().evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)
    const [bySpace] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')])
    await bySpace.setFiles(pngFile('second.png', 600, 800))
    await page.getByText('second.png', { exact: true }).waitFor()
    expect(await page.getByText('first.png', { exact: true }).count()).toBe(0)
    await expect.poll(previewPixels).toMatchObject({ width: 180, height: 240 })
    expect(errors).toEqual([])
  })

  it('takes an image file dropped on it, highlights while dragged over, ignores text drags and refuses other files', async () => {
    const png = makePng(1200, 900).toString('base64')
    /** Fires a drag event at the drop zone with a DataTransfer holding a File or text; says whether it was accepted. */
    const drag = (type: string, what: { file?: { name: string; type: string; base64: string }; text?: string }) =>
      page.evaluate(
        ({ type, what }) => {
          const zone = document.querySelector('[data-petlead-form]')!.shadowRoot!.querySelector('.pl-drop')!
          const dt = new DataTransfer()
          if (what.file) {
            const bytes = Uint8Array.from(atob(what.file.base64), (c) => c.charCodeAt(0))
            dt.items.add(new File([bytes], what.file.name, { type: what.file.type }))
          }
          if (what.text) dt.setData('text/plain', what.text)
          const e = new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true, composed: true })
          zone.dispatchEvent(e)
          return e.defaultPrevented
        },
        { type, what },
      )
    const highlighted = () =>
      inRoot(() => document.querySelector('[data-petlead-form]')!.shadowRoot!.querySelector('.pl-drop')!.classList.contains('pl-over'))

    // Text dragged from the page is not a photo: the zone does not offer itself.
    expect(await drag('dragover', { text: 'hello' })).toBe(false)
    expect(await highlighted()).toBe(false)

    // A file that is not an image is refused with the field's message.
    const notImage = { name: 'notes.txt', type: 'text/plain', base64: Buffer.from('not a photo').toString('base64') }
    expect(await drag('dragover', { file: notImage })).toBe(true)
    expect(await drag('drop', { file: notImage })).toBe(true)
    await page.getByText('Please choose an image file (JPEG, PNG, WebP, HEIC...)').waitFor()
    expect(await preview().count()).toBe(0)

    const file = { name: 'dropped.png', type: 'image/png', base64: png }
    expect(await drag('dragenter', { file })).toBe(true)
    expect(await drag('dragover', { file })).toBe(true)
    expect(await highlighted()).toBe(true)
    expect(await drag('drop', { file })).toBe(true)
    expect(await highlighted()).toBe(false)
    await page.getByText('dropped.png', { exact: true }).waitFor()
    await preview().waitFor()
    expect(await page.getByText('Please choose an image file (JPEG, PNG, WebP, HEIC...)').count()).toBe(0)
    await expect.poll(previewPixels).toMatchObject({ width: 240, height: 180 })

    expect(await sentPhoto()).toMatchObject({ name: 'photo', filename: 'foto.jpg', type: 'image/jpeg' })
    expect(errors).toEqual([])
  })
})
