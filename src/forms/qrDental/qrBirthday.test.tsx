import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountQrDental } from '../../widgets/qr-dental'

let root: ShadowRoot
let fetchMock: ReturnType<typeof vi.fn>
const mounted: Array<{ unmount(): void }> = []

beforeEach(async () => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, content: [] })))
  vi.stubGlobal('fetch', fetchMock)
  const el = document.createElement('div')
  document.body.appendChild(el)
  mounted.push(mountQrDental(el, { apiBase: 'https://api.test' }))
  await vi.waitFor(() => expect(el.shadowRoot?.querySelector('form')).toBeTruthy())
  root = el.shadowRoot!
})
afterEach(() => {
  mounted.splice(0).forEach((m) => m.unmount())
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

const birthday = () => {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.startsWith('Birthday or Approximate'))!
  return root.getElementById(label.htmlFor) as HTMLInputElement
}
const errorOf = (input: HTMLInputElement) => input.closest('.pl-field')!.querySelector('.pl-error')?.textContent
const submit = () => (root.querySelector('button[type=submit]') as HTMLButtonElement).click()
const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')

describe("the QR check's birthday", () => {
  it('starts empty, so an untouched birthday is asked for rather than sent as 21 July 2005', async () => {
    const input = birthday()
    expect(input.value).toBe('')
    submit()
    await vi.waitFor(() => expect(errorOf(input)).toBe('Is required'))
    expect(posts()).toEqual([])
  })

  it('opens on 21 July 2005 and stays empty when the owner leaves without choosing', async () => {
    for (const open of [new Event('pointerdown', { bubbles: true }), new KeyboardEvent('keydown', { key: ' ', bubbles: true })]) {
      const input = birthday()
      input.focus()
      input.dispatchEvent(open)
      // The picker reads the field's value as it opens: that is the day it shows.
      expect(input.value).toBe('2005-07-21')
      input.blur()
      expect(input.value).toBe('')
    }
    submit()
    await vi.waitFor(() => expect(errorOf(birthday())).toBe('Is required'))
  })

  it('shows no date when the form moves focus to it after a refused Submit: "Is required" under an empty field', async () => {
    const input = birthday()
    submit()
    await vi.waitFor(() => expect(errorOf(input)).toBe('Is required'))
    input.focus()
    expect(input.value).toBe('')
    // Typing a day is the owner's choice, kept; Enter submits the form, it opens no picker.
    for (const key of ['0', 'Enter']) input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    expect(input.value).toBe('')
  })

  it("keeps the day the owner chose, even the picker's own starting day", async () => {
    const input = birthday()
    input.focus()
    input.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    input.value = '2005-07-21'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.blur()
    expect(input.value).toBe('2005-07-21')
    submit()
    await vi.waitFor(() => expect(root.querySelector('.pl-error')).toBeTruthy())
    expect(errorOf(input)).toBeUndefined()
  })
})
