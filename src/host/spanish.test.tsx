import { pickOption } from '../../test/unit/pickOption'
import { quickChallenge } from '../../test/unit/quickChallenge'
import DOMPurify from 'dompurify'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearLookupCache } from '../api/lookups'
import type { Clinic } from '../clinics/Clinic'
import type { MountOptions } from '../context/MountOptions'
import { DRAFT_KEY } from '../forms/serviceRequest/draft'
import { mount } from '../index'
import { en } from '../text/en'
import { es } from '../text/es'
import type { TextGlobal } from '../text/loadText'

/**
 * Every widget speaks Spanish throughout: mounted in Spanish, in every step and state, no widget shows
 * a string of the English catalogue: not as text, not as an aria-label, placeholder, title or alt.
 */

// ---- The English catalogue, as strings a page could show ----

const ARGS = ['\u2460', '\u2461'] // ① ②: characters no catalogue string holds

/**
 * Every English string (a function's is split around its arguments) that the Spanish catalogue
 * does not keep as it is at the same place ('English', 'No', the issue prefix sent as data...):
 * those are the catalogue's own allow-list (src/text/es.test.ts). Pieces under 3 characters
 * ('OK', 'of', '2') would match Spanish by chance and are left out.
 */
function englishStrings(): string[] {
  const out = new Set<string>()
  const walk = (a: unknown, b: unknown) => {
    if (typeof a === 'string') {
      if (a !== b) out.add(a.trim())
    } else if (typeof a === 'function') {
      const spanish = String((b as (...x: unknown[]) => unknown)(...ARGS))
      for (const piece of String((a as (...x: unknown[]) => unknown)(...ARGS)).split(/[\u2460\u2461]/)) {
        if (!spanish.includes(piece)) out.add(piece.trim())
      }
    } else if (a && typeof a === 'object') {
      for (const [k, v] of Object.entries(a)) walk(v, (b as Record<string, unknown>)?.[k])
    }
  }
  walk(en, es)
  return [...out].filter((s) => s.replace(/[^\p{L}\p{N}]/gu, '').length >= 3)
}

const ENGLISH = englishStrings().map((s) => ({
  s,
  // Whole words only: 'Cat' must not match inside a longer word.
  re: new RegExp(`(?<![\\p{L}\\p{N}])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u'),
}))

/** Everything the widget says: text (screen-reader-only included) and the attributes read aloud. */
function said(root: ShadowRoot): string {
  const parts: string[] = []
  for (const el of root.querySelectorAll('*')) {
    if (el.tagName === 'STYLE' || el.tagName === 'SCRIPT') continue
    for (const n of el.childNodes) if (n.nodeType === 3) parts.push(n.nodeValue ?? '')
    for (const a of ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext']) {
      const v = el.getAttribute(a)
      if (v) parts.push(v)
    }
  }
  return parts.join('\n')
}

/** Fails naming every English string on screen, and the state it was seen in. */
function expectSpanish(root: ShadowRoot, state: string) {
  const text = said(root)
  expect(text.length, `${state}: the widget shows nothing`).toBeGreaterThan(20)
  const found = ENGLISH.filter(({ re }) => re.test(text)).map(({ s }) => s)
  expect(found, `${state}: English on screen\n---\n${text}`).toEqual([])
  seen.add(state)
}
const seen = new Set<string>()

// ---- A fake API that answers in Spanish where the contract says it may ----

type Mode = 'ok' | 'hang' | 'reject'
let mode: Mode = 'ok'
/** The challenge endpoint is down (a clinic form's captcha problem); otherwise it hands out real, quick challenges. */
let captchaDown = false
let posts: Array<{ path: string; body: unknown }> = []
const lists: Record<string, Array<{ name: string; label_es?: string }>> = {
  '/dog_breed': [{ name: 'Beagle' }, { name: 'German Shepherd', label_es: 'Pastor alemán' }],
  '/cat_breed': [{ name: 'Siamese', label_es: 'Siamés' }],
  '/medicine': [{ name: 'Carprofen', label_es: 'Carprofeno' }],
  '/allergie': [{ name: 'Chicken', label_es: 'Pollo' }],
  '/condition': [{ name: 'Arthritis', label_es: 'Artritis' }],
  '/prev_info': [{ title: 'Vomiting', description: 'my pet is vomiting', title_es: 'Vómitos' }] as never,
}
const ESTIMATE = '<h3>Su presupuesto</h3><p>Entre 120 y 180 dólares.</p>'

function fakeApi() {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname
    const json = (content: unknown, status = 200) => new Response(JSON.stringify({ success: status < 400, content }), { status })
    if (!init?.method || init.method === 'GET') {
      // Every form's create carries a proof: the forms without a captcha solve one in the background.
      if (path === '/captcha/challenge') return captchaDown ? new Response('nope', { status: 503 }) : quickChallenge()
      return json(lists[path] ?? [])
    }
    posts.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body })
    if (mode === 'hang') return new Promise<Response>(() => {})
    if (mode === 'reject') return json('datos no válidos', 400)
    if (path === '/form_low_cost') return json(ESTIMATE)
    if (path === '/user/recover_password') return json('ok')
    return json({ _id: 'rec-1' })
  })
}

const clinic: Clinic = {
  name: 'Clínica Willow',
  phone: '(925) 555-0100',
  website: 'https://willow.example',
  bookingUrl: 'https://willow.example/book',
  resultsVariant: 'logo-return-appointment',
  resultsText: 'Gracias por confiar en nosotros.',
  promotions: [{ title: 'Limpieza dental', text: '20 % de descuento', validFrom: '2000-01-01', validTo: '2999-12-31' }],
}

// ---- Driving the widgets ----

let el: HTMLElement
const handles: Array<{ unmount(): void }> = []

async function open(options: Omit<MountOptions, 'apiBase'>): Promise<ShadowRoot> {
  el = document.createElement('div')
  document.body.appendChild(el)
  handles.push(mount(el, { apiBase: 'https://api.test', lang: 'es', delays: { postSubmitMs: 0 }, ...options } as MountOptions))
  await vi.waitFor(() => expect(el.shadowRoot?.querySelector('.pl-root')).toBeTruthy(), { timeout: 15000 })
  await settle()
  return el.shadowRoot!
}
const settle = () => new Promise((r) => setTimeout(r, 30))
const root = () => el.shadowRoot!

const input = (name: string) => root().querySelector(`[name="${name}"]`) as HTMLInputElement
function type(name: string, value: string) {
  const i = input(name)
  i.value = value
  i.dispatchEvent(new Event('input', { bubbles: true }))
  i.dispatchEvent(new Event('change', { bubbles: true }))
}
function choose(name: string, value: string) {
  const radio = root().querySelector(`[name="${name}"][value="${value}"]`) as HTMLInputElement
  radio.click()
}
function button(label: string): HTMLButtonElement {
  const b = [...root().querySelectorAll('button')].find(
    (x) => x.textContent?.trim() === label || x.textContent?.trim().endsWith(` ${label}`) || x.textContent?.replace(/^[+−]/, '') === label,
  )
  if (!b) throw new Error(`no button "${label}" in:\n${said(root())}`)
  return b
}
async function press(label: string) {
  button(label).click()
  await settle()
}
/** Opens a combobox and picks the option that reads `shown`. */
async function pick(label: string, shown: string) {
  await pickOption(root(), label, shown)
  await settle()
}
const alerts = () => root().querySelectorAll('.pl-error').length
/** Types each value into the field of that name, in order. */
function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) type(name, value)
}
/** Waits for more than `atLeast` error messages, then checks the page reads Spanish. */
async function expectSpanishErrors(atLeast: number, where: string) {
  await vi.waitFor(() => expect(alerts()).toBeGreaterThan(atLeast))
  expectSpanish(root(), where)
}
/** Opens a one-page form, checks it reads Spanish, submits it empty (after the acknowledgement box where it has one) and checks its errors. */
async function submitEmpty(form: 'health' | 'dental' | 'qr-dental' | 'contact', atLeast: number) {
  await open({ form })
  expectSpanish(root(), `${form} form`)
  const ack = root().querySelector('[name=ack]') as HTMLInputElement | null
  if (ack) {
    ack.click()
    await settle()
  }
  submit()
  await expectSpanishErrors(atLeast, `${form} errors`)
}
/** Answers the pet questions the health forms share, as an owner would. */
async function describePet(pet: { type: string; breed: string; weight: string; gender: string; birthday: string; neutered: string }) {
  await petType(pet.type)
  await pick(es.labels.breeds, pet.breed)
  type('weight', pet.weight)
  choose('gender', pet.gender)
  type('birthday', pet.birthday)
  choose('neutered_or_spayed', pet.neutered)
}
/** Waits for the step titled `title`, then checks the page reads Spanish. */
async function expectSpanishStep(title: string, where: string) {
  await vi.waitFor(() => expect(root().querySelector('.pl-step-title')?.textContent).toBe(title))
  expectSpanish(root(), where)
}
/** Presses the form's submit button. */
const submit = () => (root().querySelector('button[type=submit]') as HTMLButtonElement).click()
/** Chooses a pet type in the native select, as an owner's pick fires it. */
async function petType(value: string) {
  const select = input('pet_type') as unknown as HTMLSelectElement
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
  await settle()
}

beforeAll(() => {
  // As dist/petlead-es.js does when it has run (the loader's own test is the e2e one).
  ;(globalThis as TextGlobal).PetLeadText = { es }
  ;(globalThis as { PetLeadPurify?: unknown }).PetLeadPurify = DOMPurify
})
beforeEach(() => {
  clearLookupCache()
  mode = 'ok'
  captchaDown = false
  posts = []
  sessionStorage.clear()
  vi.stubGlobal('fetch', fakeApi())
})
afterEach(() => {
  handles.splice(0).forEach((h) => h.unmount())
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('every widget in Spanish', () => {
  it('the English catalogue is long enough to mean something', () => {
    expect(ENGLISH.length).toBeGreaterThan(150)
  })

  it('health: form, errors, medical lists, error modal, spinner; lists shown in Spanish send English names', async () => {
    await submitEmpty('health', 5)

    type('pet_name', 'Luna')
    await describePet({ type: 'dog', breed: 'Pastor alemán', weight: '30', gender: 'female', birthday: '2020-05-01', neutered: 'yes' })
    await press(es.labels.medical)
    await pick(es.labels.conditions, 'Artritis')
    await pick(es.labels.medications, 'Carprofeno')
    expectSpanish(root(), 'health medical lists')
    fill({ zip_code: '94566', owner_name: 'Ana', email: 'ana@example.com', phone_number: '9255550101' })
    await settle()

    mode = 'reject'
    submit()
    await vi.waitFor(() => expect(root().textContent).toContain(es.modal.error))
    expectSpanish(root(), 'health error modal')
    // Shown in Spanish, sent as the English names every server and clinic reads.
    const sent = JSON.stringify(posts.find((p) => p.path === '/pet')!.body)
    for (const name of ['German Shepherd', 'Arthritis', 'Carprofen']) expect(sent).toContain(name)
    for (const label of ['Pastor alemán', 'Artritis', 'Carprofeno']) expect(sent).not.toContain(label)
    await press(es.modal.accept)

    mode = 'hang'
    submit()
    await vi.waitFor(() => expect(root().querySelector('[role=status], .pl-spinner')).toBeTruthy())
    expectSpanish(root(), 'health spinner')
  })

  it('dental: form, errors and a completed submission in Spanish', async () => {
    await submitEmpty('dental', 4)
    type('pet_name', 'Milo')
    await petType('cat')
    await pick(es.labels.breeds, 'Siamés')
    fill({ birthday: '2019-02-03', owner_name: 'Ana', email: 'ana@example.com', zip_code: '94566', phone_number: '9255550101' })
    await settle()
    submit()
    await vi.waitFor(() => expect(root().textContent).toContain(es.modal.completed))
    expectSpanish(root(), 'dental completed modal')
    // Shown as 'Siamés', sent as the English name.
    expect((posts.find((p) => p.path === '/pet/dentipet_pet')!.body as { primary_breed: string }).primary_breed).toBe('Siamese')
  })

  it('clinic-health: steps 1 to 3, their errors, the issue list (title_es) and the captcha problem in Spanish', async () => {
    captchaDown = true
    await open({ form: 'clinic-health', clinicId: 'willow', clinic })
    expectSpanish(root(), 'clinic-health step 1')
    await press(es.steps.next)
    await expectSpanishErrors(3, 'clinic-health step 1 errors')
    fill({ owner_name: 'Ana', pet_name: 'Luna', email: 'ana@example.com', phone_number: '9255550101' })
    await pick(es.clinic.issue, 'Vómitos')
    await press(es.steps.next)
    await expectSpanishStep(es.clinic.stepPet, 'clinic-health step 2')
    await press(es.steps.next)
    await expectSpanishErrors(3, 'clinic-health step 2 errors')
    await describePet({ type: 'dog', breed: 'Beagle', weight: '30', gender: 'male', birthday: '2020-05-01', neutered: 'unsure' })
    await press(es.steps.next)
    await vi.waitFor(() => expect(root().querySelector('.pl-step-title')?.textContent).toBe(es.clinic.stepHealth))
    await settle()
    expectSpanish(root(), 'clinic-health step 3 (captcha unavailable)')
  })

  it('clinic-dental and kiosk-dental: every step and its errors', async () => {
    await open({ form: 'clinic-dental', clinicId: 'willow', clinic })
    expectSpanish(root(), 'clinic-dental step 1')
    await press(es.steps.next)
    await expectSpanishErrors(3, 'clinic-dental step 1 errors')
    type('owner_name', 'Ana')
    type('pet_name', 'Luna')
    await petType('dog')
    await pick(es.labels.breeds, 'Beagle')
    type('birthday', '2020-05-01')
    await press(es.steps.next)
    await expectSpanishStep(es.clinic.stepTeeth, 'clinic-dental step 2')
    handles.splice(0).forEach((h) => h.unmount())

    await open({ form: 'kiosk-dental', clinicId: 'willow', clinic })
    expectSpanish(root(), 'kiosk step 1')
    // Next waits for the consent box.
    ;(root().querySelector('[name=consent]') as HTMLInputElement).click()
    await settle()
    await press(es.steps.next)
    await expectSpanishErrors(3, 'kiosk step 1 errors')
    fill({ owner_name: 'Ana', pet_name: 'Luna', email: 'ana@example.com', phone_number: '9255550101' })
    await settle()
    await press(es.steps.next)
    await expectSpanishStep(es.kiosk.stepStaff, 'kiosk step 2')
    await press(es.submit.submit)
    await expectSpanishErrors(0, 'kiosk step 2 errors')
  })

  it('service-request: the resume question, steps 1 to 14 with their errors, the spinner and step 15', async () => {
    await open({ form: 'service-request' })
    expectSpanish(root(), 'service-request button')
    handles.splice(0).forEach((h) => h.unmount())
    for (let step = 1; step <= 14; step++) {
      // A draft on step N (the wizard's own resume) reaches every step without answering the ones before.
      const values = step === 3 ? {} : { service: 'dental_care', analizeAi: true }
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step, values }))
      await open({ form: 'service-request', open: true })
      expectSpanish(root(), `wizard resume question (${step})`)
      await press(es.serviceRequest.resumeYes)
      expectSpanish(root(), `wizard step ${step}`)
      if (step <= 12) {
        await press(es.serviceRequest.next)
        await expectSpanishErrors(0, `wizard step ${step} error`)
      }
      handles.splice(0).forEach((h) => h.unmount())
      sessionStorage.clear()
    }
    const answers = {
      zip_code: '94566',
      pet_name: 'Luna',
      service: 'wellness_exam',
      request: '',
      analizeAi: false,
      pet_type: 'dog',
      breeds: ['German Shepherd'],
      weight: '30',
      gender: 'female',
      neutered_or_spayed: 'yes',
      birthday: '2020-05-01',
      owner_name: 'Ana',
      phone_number: '9255550101',
      email: 'ana@example.com',
    }
    mode = 'hang'
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 14, values: answers }))
    await open({ form: 'service-request', open: true })
    await press(es.serviceRequest.resumeYes)
    await press(es.submit.submit)
    await vi.waitFor(() => expect(root().textContent).toContain(es.serviceRequest.waiting))
    expectSpanish(root(), 'wizard step 15 waiting')
    handles.splice(0).forEach((h) => h.unmount())

    mode = 'ok'
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 14, values: answers }))
    await open({ form: 'service-request', open: true })
    await press(es.serviceRequest.resumeYes)
    await press(es.submit.submit)
    await vi.waitFor(() => expect(root().textContent).toContain('Su presupuesto'))
    expectSpanish(root(), 'wizard step 15 estimate')
    expect((posts.find((p) => p.path === '/form_low_cost')!.body as { pet_breeds: string[] }).pet_breeds).toEqual(['German Shepherd'])
  })

  it('clinic-results (both overlays), qr-dental, contact, recover-password, ai-test', async () => {
    await open({ form: 'clinic-results', clinicId: 'willow', clinic })
    await vi.waitFor(() => expect(root().textContent).toContain(es.results.requestAppointment))
    expectSpanish(root(), 'results overlay')
    handles.splice(0).forEach((h) => h.unmount())
    await open({ form: 'clinic-results', clinicId: 'willow', clinic: { ...clinic, resultsVariant: 'dental-special' } })
    expectSpanish(root(), 'results overlay (dental special)')
    handles.splice(0).forEach((h) => h.unmount())
    await open({ form: 'clinic-results', clinicId: 'willow', clinic: { ...clinic, resultsVariant: 'check-email-logo' } })
    expectSpanish(root(), 'results overlay (check e-mail)')
    handles.splice(0).forEach((h) => h.unmount())

    await submitEmpty('qr-dental', 3)
    handles.splice(0).forEach((h) => h.unmount())

    await submitEmpty('contact', 1)
    fill({ name: 'Ana', email: 'ana@example.com', comment: 'Hola' })
    mode = 'reject'
    submit()
    await vi.waitFor(() => expect(root().textContent).toContain(es.contact.failed))
    expectSpanish(root(), 'contact failed')
    mode = 'ok'
    submit()
    await vi.waitFor(() => expect(root().textContent).toContain(es.submit.done))
    expectSpanish(root(), 'contact sent')
    handles.splice(0).forEach((h) => h.unmount())

    await open({ form: 'recover-password' })
    expectSpanish(root(), 'recover-password e-mail step')
    submit()
    await expectSpanishErrors(0, 'recover-password error')
    type('email', 'ana@example.com')
    submit()
    await vi.waitFor(() => expect(root().querySelector('[name=code]')).toBeTruthy())
    expectSpanish(root(), 'recover-password code step')
    handles.splice(0).forEach((h) => h.unmount())

    await open({ form: 'ai-test' })
    expectSpanish(root(), 'ai-test')
  })

  it('covered every state it names', () => {
    expect(seen.size).toBeGreaterThan(50)
  })
})

describe('the language switch', () => {
  it('re-words a form in place: typed values and errors stay, errors change language, the root says its lang', async () => {
    await open({ form: 'contact', lang: undefined })
    expect(root().querySelector('.pl-root')?.getAttribute('lang')).toBe('en')
    type('name', 'Ana')
    type('email', 'not-an-address')
    submit()
    await vi.waitFor(() => expect(root().textContent).toContain(en.messages.email))
    await press('Español')
    await vi.waitFor(() => expect(root().querySelector('.pl-root')?.getAttribute('lang')).toBe('es'))
    expect(root().textContent).toContain(es.messages.email)
    expect(root().textContent).not.toContain(en.messages.email)
    expect(input('name').value).toBe('Ana')
    expect(input('email').value).toBe('not-an-address')
    expect(button('Español').getAttribute('aria-pressed')).toBe('true')
    expectSpanish(root(), 'contact after switching')
    await press('English')
    await vi.waitFor(() => expect(root().textContent).toContain(en.messages.email))
    expect(input('name').value).toBe('Ana')
  })

  it('follows <html lang="es-MX"> without an option, and is hidden for a clinic with one language', async () => {
    document.documentElement.lang = 'es-MX'
    try {
      await open({ form: 'contact', lang: undefined })
      expect(root().querySelector('.pl-root')?.getAttribute('lang')).toBe('es')
      expectSpanish(root(), 'contact from html lang')
    } finally {
      document.documentElement.lang = ''
    }
    handles.splice(0).forEach((h) => h.unmount())
    await open({ form: 'clinic-health', clinicId: 'willow', clinic: { ...clinic, languages: ['es'] }, lang: undefined })
    expect(root().querySelector('.pl-lang')).toBeNull()
    expect(root().querySelector('.pl-root')?.getAttribute('lang')).toBe('es')
  })

  it('sends Accept-Language with every call, following the switch', async () => {
    const f = fakeApi()
    vi.stubGlobal('fetch', f)
    await open({ form: 'health', lang: 'es' })
    const header = (path: string) => {
      const call = f.mock.calls.find(([u]) => new URL(String(u)).pathname === path)
      return call && new Headers(call[1]?.headers).get('Accept-Language')
    }
    await petType('dog')
    await vi.waitFor(() => expect(header('/dog_breed')).toBe('es'))
    await press('English')
    await petType('cat')
    await vi.waitFor(() => expect(header('/cat_breed')).toBe('en'))
  })
})
