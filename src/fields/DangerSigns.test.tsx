import { pickOption } from '../../test/unit/pickOption'
import { quickChallenge } from '../../test/unit/quickChallenge'
import axe from 'axe-core'
import DOMPurify from 'dompurify'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearLookupCache } from '../api/lookups'
import type { Clinic } from '../clinics/Clinic'
import type { MountOptions } from '../context/MountOptions'
import { DRAFT_KEY } from '../forms/serviceRequest/draft'
import { mount } from '../index'
import { DANGER_SIGNS } from '../schemas/dangerSigns'
import { en, type Text } from '../text/en'
import { es } from '../text/es'
import type { TextGlobal } from '../text/loadText'

// The kiosk needs a photo: a chosen file is taken as converted (a canvas is not part of happy-dom).
vi.mock('../lib/convertPhoto', async (real) => ({
  ...(await real<typeof import('../lib/convertPhoto')>()),
  convertPhoto: async () => new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' }),
}))

/**
 * The danger-sign checklist in every form where an owner describes a problem: the question as its
 * legend, eleven real checkboxes none ticked, each reached with Tab and toggled like a native box,
 * in English and in Spanish, axe clean, and `danger_signs` sent only when a box is ticked.
 */

let posts: Array<{ path: string; body: unknown }> = []
const lists: Record<string, unknown[]> = {
  '/dog_breed': [{ name: 'Beagle' }],
  '/cat_breed': [{ name: 'Siamese' }],
  '/prev_info': [{ title: 'Vomiting', description: 'my pet is vomiting', title_es: 'Vómitos' }],
}

function fakeApi() {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname
    const json = (content: unknown) => new Response(JSON.stringify({ success: true, content }), { status: 200 })
    if (!init?.method || init.method === 'GET') {
      if (path === '/captcha/challenge') return quickChallenge()
      return json(lists[path] ?? [])
    }
    posts.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body })
    if (path === '/form_low_cost' || path === '/pet_app/dental_check_amcp') return json('<p>ok</p>')
    if (path === '/file') return json(['https://api.test/uploads/a.jpg'])
    return json({ _id: 'rec-1' })
  })
}

const clinic: Clinic = {
  name: 'Willow',
  phone: '(925) 555-0100',
  website: 'https://willow.example',
  resultsVariant: 'logo-return-appointment',
  resultsText: 'Thanks.',
  promotions: [],
}

let el: HTMLElement
const handles: Array<{ unmount(): void }> = []
const settle = () => new Promise((r) => setTimeout(r, 30))
const root = () => el.shadowRoot!
const input = (name: string) => root().querySelector(`[name="${name}"]`) as HTMLInputElement

async function open(options: Omit<MountOptions, 'apiBase'>): Promise<void> {
  el = document.createElement('div')
  document.body.appendChild(el)
  handles.push(mount(el, { apiBase: 'https://api.test', delays: { postSubmitMs: 0 }, ...options } as MountOptions))
  await vi.waitFor(() => expect(el.shadowRoot?.querySelector('.pl-root')).toBeTruthy(), { timeout: 15000 })
  await settle()
}
function type(name: string, value: string) {
  const i = input(name)
  i.value = value
  i.dispatchEvent(new Event('input', { bubbles: true }))
  i.dispatchEvent(new Event('change', { bubbles: true }))
}
function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) type(name, value)
}
const choose = (name: string, value: string) => (root().querySelector(`[name="${name}"][value="${value}"]`) as HTMLInputElement).click()
async function press(label: string) {
  const b = [...root().querySelectorAll('button')].find((x) => x.textContent?.trim() === label)
  if (!b) throw new Error(`no button "${label}"`)
  b.click()
  await settle()
}
async function select(name: string, value: string) {
  const s = input(name) as unknown as HTMLSelectElement
  s.value = value
  s.dispatchEvent(new Event('change', { bubbles: true }))
  await settle()
}
/** Opens the combobox labelled `label` and picks the option that reads `shown`. */
async function pick(label: string, shown: string) {
  await pickOption(root(), label, shown)
  await settle()
}
/** Waits for the step titled `title`; if the form stays where it is, the failure names the errors it shows. */
async function reachStep(title: string) {
  await vi.waitFor(() => {
    const errors = [...root().querySelectorAll('[role=alert], .pl-error')].map((e) => e.textContent).join(' | ')
    expect(root().querySelector('.pl-step-title')?.textContent, errors).toBe(title)
  })
}
/** Ticks the captcha's own box and waits for it to be solved (the fake API hands out quick challenges). */
async function solveCaptcha(t: Text) {
  const box = [...root().querySelectorAll('label')].find((l) => l.textContent === t.captcha.label)!
  ;(root().getElementById(box.htmlFor) as HTMLInputElement).click()
  await vi.waitFor(() => expect(root().textContent).toContain(t.captcha.verified))
}
const tick = (name: string) => (root().querySelector(`[name="${name}"]`) as HTMLInputElement).click()
const submit = () => (root().querySelector('button[type=submit]') as HTMLButtonElement).click()
async function choosePhoto() {
  const file = root().querySelector('input[type=file]') as HTMLInputElement
  Object.defineProperty(file, 'files', { value: [new File(['x'], 'teeth.png', { type: 'image/png' })], configurable: true })
  file.dispatchEvent(new Event('change', { bubbles: true }))
  await vi.waitFor(() => expect(root().querySelector('.pl-preview')).toBeTruthy())
}

/** The checklist: the fieldset whose legend is the question. */
function checklist(t: Text): HTMLFieldSetElement {
  const legend = [...root().querySelectorAll('legend')].find((l) => l.textContent === t.dangerSigns.question)
  expect(legend, 'the checklist and its question').toBeTruthy()
  return legend!.parentElement as HTMLFieldSetElement
}

/** Every element Tab reaches, in order: focusable, not disabled, not taken out of the tab order. */
function tabOrder(): HTMLElement[] {
  return [...root().querySelectorAll<HTMLElement>('input, select, textarea, button, a[href], [tabindex]')].filter(
    (x) =>
      !(x as HTMLInputElement).disabled && x.tabIndex >= 0 && !x.closest('[hidden], [inert]') && (x as HTMLInputElement).type !== 'hidden',
  )
}

/** What an owner finds on the checklist's step, and what the keyboard does with it. */
async function expectChecklist(t: Text, where: string) {
  const set = checklist(t)
  const boxes = [...set.querySelectorAll<HTMLInputElement>('input')]
  expect(boxes.map((b) => b.type)).toEqual(Array(11).fill('checkbox'))
  // Each box is named by its label, in the owner's language, and none is ticked or required.
  expect(boxes.map((b) => b.closest('label')!.textContent)).toEqual(DANGER_SIGNS.map((k) => t.dangerSigns.signs[k]))
  expect(boxes.filter((b) => b.checked || b.required)).toEqual([])
  // The hint describes the group.
  expect(root().getElementById(set.getAttribute('aria-describedby')!)?.textContent).toBe(t.dangerSigns.hint)
  // Tab reaches every box, one after the other; each takes focus and toggles (Space clicks a native box) both ways.
  const order = tabOrder()
  const first = order.indexOf(boxes[0])
  expect(first, `${where}: the first box is in the tab order`).toBeGreaterThanOrEqual(0)
  expect(order.slice(first, first + 11)).toEqual(boxes)
  for (const b of boxes) {
    b.focus()
    expect(root().activeElement).toBe(b)
  }
  boxes[2].click()
  expect(boxes[2].checked).toBe(true)
  boxes[2].click()
  expect(boxes[2].checked).toBe(false)
  // axe: the group and its boxes are labelled, nothing duplicated or hidden from a screen reader.
  const result = await axe.run(set, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  })
  expect(
    result.violations.map((v) => `${v.id}: ${v.help}`),
    where,
  ).toEqual([])
}

/** Ticks the boxes of these signs. */
async function tickSigns(t: Text, keys: string[]) {
  for (const b of checklist(t).querySelectorAll<HTMLInputElement>('input')) if (keys.includes(b.value)) b.click()
  await settle()
}

/** A step-by-step path to each form's checklist, and from there to its create call. */
interface Flow {
  form: MountOptions['form']
  clinic?: boolean
  path: string
  reach: (t: Text) => Promise<void>
  finish: (t: Text) => Promise<void>
}

const owner = { owner_name: 'Ana', pet_name: 'Luna', email: 'ana@example.com', phone_number: '9255550101' }

const FLOWS: Flow[] = [
  {
    form: 'health',
    path: '/pet',
    reach: async () => {},
    finish: async (t) => {
      type('pet_name', 'Luna')
      await select('pet_type', 'dog')
      await pick(t.labels.breeds, 'Beagle')
      fill({
        weight: '30',
        birthday: '2020-05-01',
        zip_code: '94566',
        owner_name: 'Ana',
        email: 'ana@example.com',
        phone_number: '9255550101',
      })
      choose('gender', 'female')
      choose('neutered_or_spayed', 'yes')
      tick('ack')
      await settle()
      submit()
    },
  },
  {
    form: 'dental',
    path: '/pet/dentipet_pet',
    reach: async () => {},
    finish: async (t) => {
      type('pet_name', 'Luna')
      await select('pet_type', 'dog')
      await pick(t.labels.breeds, 'Beagle')
      fill({ birthday: '2020-05-01', zip_code: '94566', owner_name: 'Ana', email: 'ana@example.com', phone_number: '9255550101' })
      tick('ack')
      await settle()
      submit()
    },
  },
  {
    form: 'clinic-health',
    clinic: true,
    path: '/pet',
    reach: async (t) => {
      fill(owner)
      await pick(t.clinic.issue, t === es ? 'Vómitos' : 'Vomiting')
      await press(t.steps.next)
      await reachStep(t.clinic.stepPet)
      await select('pet_type', 'dog')
      await pick(t.labels.breeds, 'Beagle')
      fill({ weight: '30', birthday: '2020-05-01' })
      choose('gender', 'male')
      choose('neutered_or_spayed', 'yes')
      await press(t.steps.next)
      await reachStep(t.clinic.stepHealth)
    },
    finish: async (t) => {
      type('zip_code', '94566')
      await solveCaptcha(t)
      tick('ack')
      await settle()
      submit()
    },
  },
  {
    form: 'clinic-dental',
    clinic: true,
    path: '/pet/dentipet_pet',
    reach: async (t) => {
      fill({ owner_name: 'Ana', pet_name: 'Luna', birthday: '2020-05-01' })
      await select('pet_type', 'dog')
      await pick(t.labels.breeds, 'Beagle')
      await press(t.steps.next)
      await reachStep(t.clinic.stepTeeth)
    },
    finish: async (t) => {
      fill({ email: 'ana@example.com', phone_number: '9255550101' })
      await solveCaptcha(t)
      tick('ack')
      await settle()
      submit()
    },
  },
  {
    form: 'kiosk-dental',
    clinic: true,
    path: '/pet/dentipet_pet',
    // The owner's step: the owner holds the tablet there, before handing it back to the staff.
    reach: async () => {},
    finish: async (t) => {
      fill(owner)
      tick('consent')
      await settle()
      await press(t.steps.next)
      await reachStep(t.kiosk.stepStaff)
      await pick(t.labels.breeds, 'Beagle')
      type('birthday', '2020-05-01')
      await choosePhoto()
      submit()
    },
  },
  {
    form: 'qr-dental',
    path: '/pet_app/dental_check_amcp',
    reach: async () => {},
    finish: async (t) => {
      fill({ ...owner, birthday: '2020-05-01' })
      await select('pet_type', 'Dog')
      await pick(t.qr.breed, 'Beagle')
      choose('bad_breath', '3')
      await settle()
      submit()
    },
  },
  {
    form: 'service-request',
    path: '/form_low_cost',
    // Resumed on the service question with a service that shows the treatment box.
    reach: async (t) => {
      await press(t.serviceRequest.resumeYes)
    },
    finish: async (t) => {
      // Every later answer is in the draft: Next until the last question, whose button sends.
      while ([...root().querySelectorAll('button')].some((b) => b.textContent?.trim() === t.serviceRequest.next))
        await press(t.serviceRequest.next)
      await press(t.submit.submit)
    },
  },
]

const WIZARD = {
  zip_code: '94566',
  pet_name: 'Luna',
  service: 'skin_rash',
  request: 'Red spots',
  analizeAi: false,
  pet_type: 'dog',
  breeds: ['Beagle'],
  weight: '30',
  gender: 'female',
  neutered_or_spayed: 'yes',
  birthday: '2020-05-01',
  owner_name: 'Ana',
  phone_number: '9255550101',
  email: 'ana@example.com',
}

async function start(flow: Flow, lang: 'en' | 'es') {
  if (flow.form === 'service-request') sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 3, values: WIZARD }))
  await open({ form: flow.form, lang, open: true, ...(flow.clinic ? { clinicId: 'willow', clinic } : {}) })
  await flow.reach(lang === 'es' ? es : en)
}

/** The body of the form's create call, as an object (the QR check's multipart parts too). */
async function sent(path: string): Promise<Record<string, unknown>> {
  await vi.waitFor(() => expect(posts.some((p) => p.path === path)).toBe(true), { timeout: 15000 })
  const body = posts.find((p) => p.path === path)!.body
  return body instanceof FormData
    ? Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))
    : (body as Record<string, unknown>)
}

beforeAll(() => {
  ;(globalThis as TextGlobal).PetLeadText = { es }
  ;(globalThis as { PetLeadPurify?: unknown }).PetLeadPurify = DOMPurify
})
beforeEach(() => {
  clearLookupCache()
  posts = []
  sessionStorage.clear()
  vi.stubGlobal('fetch', fakeApi())
})
afterEach(() => {
  handles.splice(0).forEach((h) => h.unmount())
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('the danger-sign checklist', () => {
  for (const flow of FLOWS) {
    describe(flow.form!, () => {
      it('asks its question with eleven boxes, none ticked, by keyboard, in English and in Spanish', async () => {
        for (const [lang, t] of [
          ['en', en],
          ['es', es],
        ] as const) {
          await start(flow, lang)
          await expectChecklist(t, `${flow.form} (${lang})`)
          handles.splice(0).forEach((h) => h.unmount())
          sessionStorage.clear()
        }
      })

      it('sends danger_signs only when a box is ticked', async () => {
        await start(flow, 'es')
        await flow.finish(es)
        const none = await sent(flow.path)
        expect(none).not.toHaveProperty('danger_signs')
        handles.splice(0).forEach((h) => h.unmount())
        posts = []

        await start(flow, 'es')
        await tickSigns(es, ['urine', 'breathing'])
        await flow.finish(es)
        const ticked = (await sent(flow.path)).danger_signs
        // In the checklist's order; the multipart QR check sends the same list as one JSON part.
        expect(typeof ticked === 'string' ? JSON.parse(ticked) : ticked).toEqual(['breathing', 'urine'])
      })
    })
  }

  it('the wizard shows no checklist beside a service without a treatment box', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 3, values: { ...WIZARD, service: 'vaccination', request: '' } }))
    await open({ form: 'service-request', lang: 'en', open: true })
    await press(en.serviceRequest.resumeYes)
    expect(root().textContent).not.toContain(en.dangerSigns.question)
  })
})
