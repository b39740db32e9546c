import { beforeEach, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { en, type Text } from '../../src/text/en'
import { es } from '../../src/text/es'
import { BACKGROUND_COUNTER, decodeCaptcha } from './support/altcha'
import type { ApiDouble, Recorded } from './support/apiDouble'
import { expectNoAxeViolations } from './support/axe'
import { answerWizard, bookFirstSlot, wizardDialog } from './support/bookVisit'
import { newPage } from './support/browser'
import { withApiDouble } from './support/suite'
import { e2eNow } from './support/e2eClock'

/**
 * The booking step after the service request's estimate, on a phone, against the API double:
 * the estimate names two partners, their slots show side by side, a slot is held and booked with
 * the owner's details by keyboard alone, and the confirmation shows; in Spanish too; a seat taken
 * says so and offers fresh slots; an emergency shows no slot. axe in every state.
 */
let api: ApiDouble
let browser: Browser
let page: Page
let errors: string[]

const ZONE = 'America/Los_Angeles'
const HOUR = 3_600_000
/** Whole hours from the next one on, as the server writes them (UTC here; the widget shows them on the clinic's clock). */
const starts = (n: number, offsetHours: number) =>
  Array.from({ length: n }, (_, i) =>
    new Date((Math.ceil(e2eNow() / HOUR) + offsetHours + i * 5) * HOUR).toISOString().replace('.000Z', 'Z'),
  )
const partners = [
  { id: 'willow', name: 'Willow Veterinary Hospital' },
  { id: 'pleasanton', name: 'Pleasanton Pet Clinic' },
]
const estimate = (
  emergency = false,
) => `<div class="petlead-result">${emergency ? '<div class="petlead-emergency" role="alert"><p><strong>Call now.</strong> Call Willow.</p></div>' : ''}<h2>Your estimate</h2>
<ol class="petlead-partners">${partners.map((p) => `<li data-clinic="${p.id}"><strong>${p.name}</strong> 2.1 miles<br>$40 - $60</li>`).join('')}</ol></div>`
const clinic = {
  id: 'willow',
  name: 'Willow Veterinary Hospital',
  phone: '(925) 555-0100',
  street: '100 Main St',
  city: 'Pleasanton',
  state: 'CA',
  zip: '94588',
}

withApiDouble((s) => ({ api, browser } = s))
beforeEach(async () => {
  api.reset()
  // The owner's browser is in New York, the clinics in California: every time names the clinic's zone.
  ;({ page, errors } = await newPage(browser, { width: 390, height: 844 }, { timezoneId: 'America/New_York' }))
  api.on('POST', '/form_low_cost', () => ({ status: 201, json: { success: true, content: estimate(), _id: 'lead-1' } }))
  api.on('GET', /^\/clinics\/(willow|pleasanton)\/slots$/, (r) => {
    const id = r.path.split('/')[2]!
    return {
      json: {
        success: true,
        content: {
          clinic_id: id,
          time_zone: ZONE,
          service: 'vaccination',
          appointment: { name: 'Vaccination visit', duration_minutes: 20, price: [40, 60] },
          slots: starts(4, id === 'willow' ? 1 : 2).map((start) => ({ start, end: start })),
        },
      },
    }
  })
  api.on('POST', '/bookings/holds', (r) => {
    const b = r.body as { clinic_id: string; service: string; start: string }
    return {
      status: 201,
      json: {
        success: true,
        content: {
          hold_id: 'hold-1',
          hold_secret: 'secret-1',
          ...b,
          end: b.start,
          expires_at: new Date(e2eNow() + 10 * 60_000).toISOString(),
        },
      },
    }
  })
  api.on('POST', '/bookings', (r) => {
    const start = (api.requests.find((x) => x.path === '/bookings/holds')!.body as { start: string }).start
    expect((r.body as { hold_id: string }).hold_id).toBe('hold-1')
    return {
      status: 201,
      json: {
        success: true,
        content: {
          booking_id: 'b-1',
          start,
          end: start,
          time_zone: ZONE,
          clinic,
          service: 'vaccination',
          appointment_name: 'Vaccination visit',
        },
      },
    }
  })
})

const dialog = (t: Text) => wizardDialog(page, t)
const owner = { zip: '94588', pet: 'Rex', owner: 'Ana Diaz', phone: '5551234567', email: 'ana@example.com' }
const answer = (t: Text) => answerWizard(page, t, owner)

async function bookByKeyboard(t: Text, lang: 'en' | 'es') {
  // Side by side: one group per partner, named by the clinic, the earliest day first.
  const { legends } = await bookFirstSlot(page, t, { clinics: partners.length, where: lang })
  expect(legends).toEqual(partners.map((p) => p.name))
  const d = dialog(t)
  expect(await d.getByText('100 Main St, Pleasanton, CA 94588').count()).toBe(1)
  // The visit's day and time on the clinic's clock, 12-hour in English and 24-hour in Spanish, its zone named.
  const when = lang === 'en' ? /^\w+day, \w+ \d{1,2} at \d{1,2}:00 [AP]M P[SD]T$/ : /^[^,]+, \d{1,2} de [^,]+, \d{2}:00 P[SD]T$/
  const booked = await d.locator('p', { hasText: 'Vaccination visit, ' }).textContent()
  expect(booked!.split('Vaccination visit, ')[1]).toMatch(when)
  expect(await d.getByRole('link', { name: '(925) 555-0100' }).getAttribute('href')).toBe('tel:9255550100')

  const hold = api.requests.find((r) => r.path === '/bookings/holds') as Recorded
  expect((hold.body as { clinic_id: string }).clinic_id).toBe('willow')
  const booking = api.requests.find((r) => r.path === '/bookings')!
  // Holding a seat is an anonymous create: it carries its own proof, solved in the background, not the
  // one the estimate request spent. Confirming the hold creates nothing new and carries none.
  const request = api.requests.find((r) => r.path === '/form_low_cost')!
  const [held, requested] = await Promise.all([hold, request].map((r) => decodeCaptcha(r.headers['x-captcha'])))
  expect(held).toMatchObject({ number: BACKGROUND_COUNTER, format: 'v2' })
  expect(held.signature).not.toBe(requested.signature)
  expect(booking.headers['x-captcha']).toBeUndefined()
  expect(booking.body).toEqual({
    hold_id: 'hold-1',
    hold_secret: 'secret-1',
    owner_name: 'Ana Diaz',
    email: 'ana@example.com',
    phone: '5551234567',
    pet_name: 'Rex',
    species: 'dog',
    // The lead the request created: the visit follows it.
    lead_id: 'lead-1',
    lang,
  })
  expect(errors).toEqual([])
}

describe('booking after the estimate', () => {
  it('on a phone: slots of two partners side by side, held and booked by keyboard, the confirmation', async () => {
    await page.goto(`${api.origin}/page/service-request`)
    await answer(en)
    await bookByKeyboard(en, 'en')
  })

  it('in Spanish', async () => {
    await page.goto(`${api.origin}/page/service-request?lang=es`)
    await answer(es)
    await bookByKeyboard(es, 'es')
    expect(await dialog(es).getByText(es.booking.mail).count()).toBe(1)
  })

  it('a seat taken on hold says so and asks for fresh slots', async () => {
    api.on('POST', '/bookings/holds', () => ({ status: 409, json: { success: false, content: { _: 'taken' } } }))
    await page.goto(`${api.origin}/page/service-request`)
    await answer(en)
    const d = dialog(en)
    await d.locator('fieldset.pl-slots').nth(1).waitFor()
    const slotCalls = () => api.requests.filter((r) => r.path.endsWith('/slots')).length
    expect(slotCalls()).toBe(2)
    await d.getByRole('radio').first().check()
    await d.getByRole('alert').filter({ hasText: en.booking.taken }).waitFor()
    await expect.poll(slotCalls).toBe(4)
    await expectNoAxeViolations(page, 'seat taken')
    expect(api.requests.filter((r) => r.path === '/bookings')).toEqual([])
  })

  it('an emergency shows the call-now notice, never a slot', async () => {
    api.on('POST', '/form_low_cost', () => ({ status: 201, json: { success: true, content: estimate(true) } }))
    await page.goto(`${api.origin}/page/service-request`)
    await answer(en)
    await dialog(en).getByRole('alert').filter({ hasText: 'Call now.' }).waitFor()
    expect(await dialog(en).getByRole('heading', { name: en.booking.title }).count()).toBe(0)
    expect(api.requests.filter((r) => r.path.endsWith('/slots'))).toEqual([])
    await expectNoAxeViolations(page, 'emergency')
  })
})
