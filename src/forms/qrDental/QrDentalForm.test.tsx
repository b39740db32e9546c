import { act } from 'preact/test-utils'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import DOMPurify from 'dompurify'
import { clearLookupCache } from '../../api/lookups'
import type { OwnerTriage } from '../../api/createApi'
import { mount } from '../../index'
import { en } from '../../text/en'
import { pickOption } from '../../../test/unit/pickOption'
import { quickChallenge } from '../../../test/unit/quickChallenge'

/**
 * The QR check's answer with the server's triage: an emergency notice, its number a `tel:` link,
 * above the returned result (which may be long, and must not push the notice below a phone's fold);
 * the result alone otherwise.
 */
const EMERGENCY: OwnerTriage = {
  urgency: 'emergency',
  emergency: {
    title: 'Possible emergency',
    text: 'What you describe (facial swelling) can be an emergency. Do not wait: call Animal Medical Center of Pasadena now at (626) 555-0199, or go to the nearest emergency clinic.',
    phone: { label: '(626) 555-0199', tel: '+16265550199' },
  },
  watch: null,
}
let triage: OwnerTriage | undefined

function fakeApi() {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname
    const json = (body: unknown) => new Response(JSON.stringify(body))
    // The check carries a proof solved in the background: the challenge is a real one.
    if (path === '/captcha/challenge') return quickChallenge()
    if (!init?.method || init.method === 'GET') return json({ success: true, content: path === '/cat_breed' ? [{ name: 'Siamese' }] : [] })
    return json({ success: true, content: '<p>Milo’s teeth look healthy.</p>', _id: 'rec-1', ...(triage ? { triage } : {}) })
  })
}

let el: HTMLElement
let handle: { unmount(): void }
const root = () => el.shadowRoot!
const settle = () => new Promise((r) => setTimeout(r, 30))
function type(name: string, value: string) {
  const i = root().querySelector(`[name="${name}"]`) as HTMLInputElement
  i.value = value
  i.dispatchEvent(new Event('input', { bubbles: true }))
  i.dispatchEvent(new Event('change', { bubbles: true }))
}

async function answered() {
  el = document.createElement('div')
  document.body.appendChild(el)
  handle = mount(el, { form: 'qr-dental', apiBase: 'https://api.test' })
  await vi.waitFor(() => expect(root().querySelector('form')).toBeTruthy(), { timeout: 15000 })
  for (const [k, v] of Object.entries({
    owner_name: 'Dana Reyes',
    pet_name: 'Milo',
    email: 'dana@example.com',
    phone_number: '6265550123',
  }))
    type(k, v)
  const select = root().querySelector('[name=pet_type]') as HTMLSelectElement
  select.value = 'Cat'
  // In act(), so the breed is cleared for the new pet type (an effect) before a breed is picked.
  await act(() => void select.dispatchEvent(new Event('change', { bubbles: true })))
  await pickOption(root(), en.qr.breed)
  type('birthday', '2019-02-03')
  ;(root().querySelector('[name=bad_breath][value="3"]') as HTMLInputElement).click()
  await settle()
  ;(root().querySelector('button[type=submit]') as HTMLButtonElement).click()
  await vi.waitFor(() => expect(root().querySelector('.pl-result')).toBeTruthy())
}

beforeAll(() => {
  ;(globalThis as { PetLeadPurify?: unknown }).PetLeadPurify = DOMPurify
})
beforeEach(() => {
  clearLookupCache()
  triage = undefined
  vi.stubGlobal('fetch', fakeApi())
})
afterEach(() => {
  handle.unmount()
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe("the QR check's answer", () => {
  it('an emergency: the notice with a tel: link, above the result', async () => {
    triage = EMERGENCY
    await answered()
    const alert = root().querySelector('[role=alert]')!
    expect(alert.textContent).toBe(`Possible emergency. ${EMERGENCY.emergency!.text}`)
    expect(alert.querySelector('a')!.getAttribute('href')).toBe('tel:+16265550199')
    const result = root().querySelector('.pl-result')!
    // The result shows once its sanitizer is ready ('Loading...' until then).
    await vi.waitFor(() => expect(result.textContent).toContain('teeth look healthy'))
    expect(alert.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('no emergency: the result alone', async () => {
    triage = { urgency: 'routine', emergency: null, watch: null }
    await answered()
    expect(root().querySelector('[role=alert]')).toBeNull()
    await vi.waitFor(() => expect(root().querySelector('.pl-result')!.textContent).toContain('teeth look healthy'))
  })
})
