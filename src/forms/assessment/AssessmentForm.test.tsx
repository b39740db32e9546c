import { act } from 'preact/test-utils'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearLookupCache } from '../../api/lookups'
import type { OwnerTriage } from '../../api/createApi'
import { mount } from '../../index'
import { en } from '../../text/en'
import { pickOption } from '../../../test/unit/pickOption'
import { quickChallenge } from '../../../test/unit/quickChallenge'
import { es } from '../../text/es'
import type { TextGlobal } from '../../text/loadText'

/**
 * The single-page assessment's 'Completed' modal with the server's triage: the specification's
 * heading, words and Accept first and unchanged, then the emergency notice whose number is a
 * `tel:` link, in the owner's language; nothing more when the words were not an emergency.
 */

const NOTICE: Record<'en' | 'es', OwnerTriage> = {
  en: {
    urgency: 'emergency',
    emergency: {
      title: 'Possible emergency',
      text: 'What you describe (unable to pee) can be an emergency. Do not wait: call Pleasanton Pet Care now at (925) 555-0186, or go to the nearest emergency clinic.',
      phone: { label: '(925) 555-0186', tel: '+19255550186' },
    },
    watch: null,
  },
  es: {
    urgency: 'emergency',
    emergency: {
      title: 'Posible emergencia',
      text: 'Lo que usted describe (no puede orinar) puede ser una emergencia. No espere: llame ahora a Pleasanton Pet Care al (925) 555-0186, o vaya a la clínica de emergencia más cercana.',
      phone: { label: '(925) 555-0186', tel: '+19255550186' },
    },
    watch: null,
  },
}
let triage: OwnerTriage | undefined

const lists: Record<string, unknown[]> = { '/cat_breed': [{ name: 'Siamese', label_es: 'Siamés' }] }
function fakeApi() {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname
    const json = (content: unknown, extra = {}) => new Response(JSON.stringify({ success: true, content, ...extra }))
    // The form's create carries a proof solved in the background: the challenge is a real one.
    if (path === '/captcha/challenge') return quickChallenge()
    if (!init?.method || init.method === 'GET') return json(lists[path] ?? [])
    return json(path === '/pet/dentipet_pet' ? { _id: 'rec-1', ...(triage ? { triage } : {}) } : { _id: 'rec-1', queued: true })
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

/** Sends the dental form (the same component as /main_form's) in `lang`, and answers with the modal. */
async function completed(lang: 'en' | 'es'): Promise<HTMLDialogElement> {
  el = document.createElement('div')
  document.body.appendChild(el)
  handle = mount(el, { form: 'dental', apiBase: 'https://api.test', lang })
  await vi.waitFor(() => expect(root().querySelector('form')).toBeTruthy(), { timeout: 15000 })
  await settle()
  type('pet_name', 'Milo')
  const select = root().querySelector('[name=pet_type]') as HTMLSelectElement
  select.value = 'cat'
  // In act(), so the breed is cleared for the new pet type (an effect) before a breed is picked.
  await act(() => void select.dispatchEvent(new Event('change', { bubbles: true })))
  await pickOption(root(), (lang === 'es' ? es : en).labels.breeds)
  await settle()
  for (const [k, v] of Object.entries({
    birthday: '2019-02-03',
    owner_name: 'Dana Reyes',
    email: 'dana@example.com',
    zip_code: '94566',
    phone_number: '9255550101',
  }))
    type(k, v)
  ;(root().querySelector('[name=ack]') as HTMLInputElement).click()
  await settle()
  ;(root().querySelector('button[type=submit]') as HTMLButtonElement).click()
  await vi.waitFor(() => expect(root().querySelector('dialog')).toBeTruthy())
  return root().querySelector('dialog')!
}

beforeAll(() => {
  ;(globalThis as TextGlobal).PetLeadText = { es }
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

describe("the 'Completed' modal", () => {
  for (const lang of ['en', 'es'] as const) {
    it(`${lang}: the specification's words, then the emergency notice with the number as a tel: link, then Accept`, async () => {
      const t = lang === 'es' ? es : en
      triage = NOTICE[lang]
      const dialog = await completed(lang)
      expect(dialog.querySelector('h2')!.textContent).toBe(t.modal.completed)
      const words = dialog.querySelector('.pl-modal-text')!
      expect(words.textContent).toBe(t.modal.completedText('dana@example.com'))
      const alert = dialog.querySelector('[role=alert]')!
      expect(alert.textContent).toBe(`${NOTICE[lang].emergency!.title}. ${NOTICE[lang].emergency!.text}`)
      const link = alert.querySelector('a')!
      expect(link.getAttribute('href')).toBe('tel:+19255550186')
      expect(link.textContent).toBe('(925) 555-0186')
      // In reading (and Tab) order: the words, the notice and its link, the button.
      const accept = dialog.querySelector('button')!
      expect(accept.textContent).toBe(t.modal.accept)
      expect(words.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      expect(alert.compareDocumentPosition(accept) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    })
  }

  it('without an emergency: the specification’s modal alone', async () => {
    triage = { urgency: 'routine', emergency: null, watch: null }
    const dialog = await completed('en')
    expect(dialog.querySelector('[role=alert]')).toBeNull()
    expect(dialog.querySelector('a')).toBeNull()
    expect(dialog.querySelector('.pl-modal-text')!.textContent).toBe(en.modal.completedText('dana@example.com'))
  })
})
