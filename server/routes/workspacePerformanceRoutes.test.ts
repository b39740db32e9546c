import { describe, expect, it } from 'vitest'
import { DEMO_USER } from '../db/demoUser'
import { validLowCost } from '../testing/payloads'
import { staffSession } from '../testing/demoWorkspace'
import type { makeTestApp } from '../testing/testApp'
import type { testClock } from '../testing/testClock'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'
import type { TestDb } from '../testing/withTestDb'

/**
 * The Performance page's booking figures, through the API with the clock in the test's hand: per
 * clinic, the visits booked over the page's weeks (confirmed in them and still on) and the leads it
 * received in them; the rate is visits per lead. A hold never confirmed, a cancelled visit, another
 * clinic's visit and anything before the period do not count; the network sees every clinic's.
 */
let t: TestDb
let a: ReturnType<typeof makeTestApp>
let clock: ReturnType<typeof testClock>
// Tuesday 24 November 2026, 10:00 in Pleasanton.
const NOW = new Date('2026-11-24T18:00:00Z')
const DAY = 86_400_000

withDemoWorkspace((w) => ({ t, a, clock } = w), { ids: ['willow', 'pleasanton'], now: NOW })
const login = (email: string) => staffSession(a, email)

/** A vaccination request from ZIP 94588 by `email` (routed to Pleasanton): the lead's id. */
async function lead(email: string): Promise<string> {
  const r = await a.post('/api/form_low_cost', { ...validLowCost(), service: 'vaccination', analizeAi: false, email })
  expect(r.status).toBe(201)
  const [row] = await t.db.query<{ lead_clinic_id: string }>('SELECT lead_clinic_id FROM submissions WHERE id = $1', [r.json._id])
  expect(row!.lead_clinic_id).toBe('pleasanton')
  return r.json._id as string
}

/** Holds the clinic's first free vaccination slot and, unless `confirm` is false, books it: the visit's id. */
async function visit(clinic_id: string, email: string, o: { leadId?: string; confirm?: boolean } = {}): Promise<string | null> {
  const slots = await a.get(`/api/clinics/${clinic_id}/slots?service=vaccination&days=1`)
  const start = slots.json.content.slots[0].start as string
  const h = await a.post('/api/bookings/holds', { clinic_id, service: 'vaccination', start })
  expect(h.status).toBe(201)
  if (o.confirm === false) return null
  const b = await a.post('/api/bookings', {
    hold_id: h.json.content.hold_id,
    hold_secret: h.json.content.hold_secret,
    owner_name: 'Ann Owner',
    email,
    phone: '5551234567',
    pet_name: 'Rex',
    species: 'dog',
    ...(o.leadId ? { lead_id: o.leadId } : {}),
  })
  expect(b.status).toBe(201)
  return b.json.content.booking_id as string
}

describe('booked visits and the lead-to-booking rate on the Performance page', () => {
  it('counts, per clinic over the period, visits still on and leads received; the network sees each clinic', async () => {
    // Before the period (nine weeks ago): a lead and its visit that must not count.
    clock.set(new Date(NOW.getTime() - 63 * DAY))
    await visit('pleasanton', 'old@example.com', { leadId: await lead('old@example.com') })
    clock.set(NOW)

    const leads = await Promise.all(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'].map(lead))
    await visit('pleasanton', 'a@example.com', { leadId: leads[0] })
    // A visit without a lead of its own counts for its clinic too.
    await visit('pleasanton', 'walk-in@example.com')
    const cancelled = await visit('pleasanton', 'b@example.com', { leadId: leads[1] })
    await visit('pleasanton', 'c@example.com', { confirm: false })
    await visit('willow', 'w@example.com')
    const owner = await login('owner@pleasanton.test')
    expect((await a.post(`/api/workspace/bookings/${cancelled}/cancel`, {}, owner)).status).toBe(200)

    const mine = await a.call('GET', '/api/workspace/performance', { headers: owner })
    expect(mine.status).toBe(200)
    expect(mine.json.content).toMatchObject({ scope: 'clinic', weeks: 8, bookings: { leads: 4, booked: 2, rate: 0.5 } })

    const network = (await a.call('GET', '/api/workspace/performance', { headers: await login(DEMO_USER.email) })).json.content
    expect(network.scope).toBe('network')
    const row = (id: string) => network.clinics.find((c: { clinic_id: string }) => c.clinic_id === id)
    expect(row('pleasanton')).toMatchObject({ leads: 4, booked: 2, booking_rate: 0.5 })
    // Willow had a visit and no lead: no rate to give.
    expect(row('willow')).toMatchObject({ leads: 0, booked: 1, booking_rate: null })
    expect(row('acacia')).toMatchObject({ leads: 0, booked: 0, booking_rate: null })

    // Willow's own page: its visit, none of Pleasanton's.
    const willow = (await a.call('GET', '/api/workspace/performance', { headers: await login('owner@willow.test') })).json.content
    expect(willow.bookings).toEqual({ leads: 0, booked: 1, rate: null })
  })
})

describe('first contact on the Performance page', () => {
  it('counts only leads staff reached: a visit the owner booked online is not a first contact', async () => {
    const [booked, called] = await Promise.all(['self@example.com', 'called@example.com'].map(lead))
    await visit('pleasanton', 'self@example.com', { leadId: booked })
    const owner = await login('owner@pleasanton.test')
    clock.set(new Date(NOW.getTime() + 3 * 60_000))
    expect((await a.patch(`/api/workspace/leads/${called}`, { status: 'contacted' }, owner)).status).toBe(200)

    const page = (await a.call('GET', '/api/workspace/performance', { headers: owner })).json.content
    expect(page.by_week[0]).toMatchObject({ leads: 2, contacted: { n: 1, p50: 3, p90: 3 } })
    expect(page.period).toMatchObject({ key: 'period', leads: 2, contacted: { n: 1, p50: 3, p90: 3 } })
  })
})
