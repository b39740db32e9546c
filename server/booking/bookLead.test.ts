import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { validLowCost } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'

/**
 * A visit booked from the service request's estimate follows the lead the request created (its
 * `_id`), at the lead's own clinic only: the estimate offers several partners, and a visit at
 * another one leaves the lead to its clinic and links no lead in the other clinic's Calendar.
 */
let t: Awaited<ReturnType<typeof openTestDb>>
let a: ReturnType<typeof makeTestApp>
const NOW = new Date('2026-11-24T18:00:00Z')

beforeAll(async () => {
  t = await openTestDb()
})
beforeEach(async () => {
  await t.reset()
  a = makeTestApp(t.db, t.dataDir, { clock: testClock(NOW) })
  await seedDemoClinics(t.db, NOW)
})
afterAll(async () => {
  await t.close()
})

/** A vaccination request from ZIP 94588: its lead (routed to Pleasanton) and the partners its estimate lists. */
async function request(email: string) {
  const r = await a.post('/api/form_low_cost', { ...validLowCost(), service: 'vaccination', analizeAi: false, email })
  expect(r.status).toBe(201)
  return { lead: r.json._id as string, partners: [...String(r.json.content).matchAll(/data-clinic="([^"]+)"/g)].map((m) => m[1]) }
}
async function book(clinic_id: string, email: string, lead_id: string) {
  const start = (await a.get(`/api/clinics/${clinic_id}/slots?service=vaccination&days=1`)).json.content.slots[0].start
  const h = (await a.post('/api/bookings/holds', { clinic_id, service: 'vaccination', start })).json.content
  const b = await a.post('/api/bookings', {
    hold_id: h.hold_id,
    hold_secret: h.hold_secret,
    owner_name: 'Ann Owner',
    email,
    phone: '5551234567',
    pet_name: 'Luna',
    species: 'cat',
    lead_id,
  })
  expect(b.status).toBe(201)
  return b.json.content.booking_id as string
}
const leadOf = async (booking: string) =>
  (await t.db.query<{ lead_id: string | null }>('SELECT lead_id FROM bookings WHERE id = $1', [booking]))[0]!.lead_id
const statusOf = async (lead: string) =>
  (await t.db.query<{ status: string }>('SELECT status FROM submissions WHERE id = $1', [lead]))[0]!.status

describe('a visit booked from the estimate and its lead', () => {
  it('at the lead’s clinic: the visit follows the lead, which becomes booked', async () => {
    const { lead, partners } = await request('ann@example.com')
    expect(partners[0]).toBe('pleasanton')
    const booking = await book('pleasanton', 'ann@example.com', lead)
    expect(await leadOf(booking)).toBe(lead)
    expect(await statusOf(lead)).toBe('booked')
  })

  it('at another partner of the estimate: the lead stays with its clinic, the visit names no lead', async () => {
    const { lead, partners } = await request('bea@example.com')
    const other = partners.find((p) => p !== 'pleasanton')!
    expect(other).toBeTruthy()
    const booking = await book(other, 'bea@example.com', lead)
    expect(await leadOf(booking)).toBeNull()
    expect(await statusOf(lead)).toBe('new')
  })

  it('moved and cancelled by the owner: the lead follows its visit (booked, then contacted) and its timeline says so', async () => {
    const { lead } = await request('cy@example.com')
    await book('pleasanton', 'cy@example.com', lead)
    expect(await statusOf(lead)).toBe('booked')
    const mail = await t.db.query<{ text_body: string }>(
      "SELECT text_body FROM outbox WHERE to_addr = 'cy@example.com' AND text_body LIKE '%#token=%'",
    )
    const token = decodeURIComponent(/\/booking#token=(\S+)/.exec(mail[0]!.text_body)![1]!)
    const slots = (await a.get('/api/clinics/pleasanton/slots?service=vaccination&days=3')).json.content.slots as Array<{ start: string }>
    const moved = await a.post('/api/bookings/move', { token, start: slots.at(-1)!.start })
    expect(moved.status).toBe(200)
    expect(await statusOf(lead)).toBe('booked')
    const next = await t.db.query<{ text_body: string }>(
      "SELECT text_body FROM outbox WHERE to_addr = 'cy@example.com' AND subject LIKE '%moved%'",
    )
    const again = decodeURIComponent(/\/booking#token=(\S+)/.exec(next[0]!.text_body)![1]!)
    expect((await a.post('/api/bookings/cancel', { token: again })).status).toBe(200)
    // No longer booked: the owner was in touch, so the clinic sees a contacted lead to book again or close.
    expect(await statusOf(lead)).toBe('contacted')
    const timeline = await t.db.query<{ status: string; note: string }>(
      "SELECT status, note FROM lead_events WHERE submission_id = $1 AND type = 'status' ORDER BY seq",
      [lead],
    )
    expect(timeline.map((e) => e.status)).toEqual(['booked', 'booked', 'contacted'])
    expect(timeline[1]!.note).toContain('moved to')
    expect(timeline[2]!.note).toContain('cancelled')
  })
})
