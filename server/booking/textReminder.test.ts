import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { sendDueSms } from '../jobs/sendDueSms'
import type { SmsMessage, SmsSender } from '../sms/smsSender'
import { validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'
import { seedDemoAccounts } from '../workspace/seedDemoAccounts'
import { staffSession } from '../testing/demoWorkspace'

/**
 * The day-before text of a booked visit, on PGlite with the clock in the test's hand: it goes
 * where the owner's lead ticked "Text me updates" with a mobile number, 24 hours before the
 * visit, in the owner's language, through the text queue, once; never without consent, after a
 * STOP, or for a cancelled visit; a moved visit's text follows it.
 */
let t: Awaited<ReturnType<typeof openTestDb>>
let a: ReturnType<typeof makeTestApp>
let clock: ReturnType<typeof testClock>
let texts: SmsMessage[]
const double: SmsSender = {
  send: async (m) => {
    texts.push(m)
    return { id: `SM-${m.key}` }
  },
  findSent: async (m) => (texts.some((x) => x.key === m.key) ? { id: `SM-${m.key}` } : null),
}
// Tuesday 24 November 2026, 10:00 in Pleasanton (18:00 UTC).
const NOW = new Date('2026-11-24T18:00:00Z')
// Thursday 26 November, 9:00 in Pleasanton: the text is due Wednesday 9:00 (17:00 UTC).
const VISIT = '2026-11-26T09:00:00-08:00'
const DUE = new Date('2026-11-25T17:00:00Z')
const MOBILE = '9255550123'
const E164 = '+19255550123'
const owner = { owner_name: 'Ann Owner', email: 'ann@example.com', phone: MOBILE, pet_name: 'Rex', species: 'dog' }

beforeAll(async () => {
  t = await openTestDb()
})
beforeEach(async () => {
  await t.reset()
  clock = testClock(NOW)
  texts = []
  a = makeTestApp(t.db, t.dataDir, { clock, sms: double })
  await seedDemoClinics(t.db, NOW)
})
afterAll(async () => {
  await t.close()
})

const sendTexts = () => sendDueSms({ db: t.db, clock, sms: double })
async function lead(extra: Record<string, unknown> = {}) {
  const r = await a.post(
    '/api/pet',
    { ...validPet(), clinic_id: 'willow', email: owner.email, phone_number: MOBILE, sms_consent: true, ...extra },
    { 'x-captcha': await a.captcha() },
  )
  expect(r.status).toBe(201)
  return r.json.content._id as string
}
async function book(start: string, extra: Record<string, unknown> = {}) {
  const h = await a.post('/api/bookings/holds', { clinic_id: 'willow', service: 'vaccination', start })
  expect(h.status).toBe(201)
  const r = await a.post('/api/bookings', { hold_id: h.json.content.hold_id, hold_secret: h.json.content.hold_secret, ...owner, ...extra })
  expect(r.status).toBe(201)
  return r.json.content.booking_id as string
}
const reminderOf = async (bookingId: string) =>
  (
    await t.db.query<{ id: string; body: string; run_at: Date; status: string; last_error: string | null }>(
      'SELECT s.id, s.body, s.run_at, s.status, s.last_error FROM bookings b JOIN sms_messages s ON s.id = b.reminder_sms_id WHERE b.id = $1',
      [bookingId],
    )
  )[0]
/** The lead's own acknowledgement text goes first: sent and forgotten, so only reminders are counted after. */
async function drainAcknowledgements() {
  await sendTexts()
  texts = []
}

describe('the day-before text', () => {
  it('goes 24 hours before the visit, in English, once, where the owner agreed to texts', async () => {
    const id = await book(VISIT, { lead_id: await lead() })
    await drainAcknowledgements()
    expect(await reminderOf(id)).toMatchObject({ run_at: DUE, status: 'queued' })

    clock.set(new Date(DUE.getTime() - 1_000))
    expect(await sendTexts()).toBe(0)
    clock.set(DUE)
    expect(await sendTexts()).toBe(1)
    expect(texts).toHaveLength(1)
    expect(texts[0]!.to).toBe(E164)
    expect(texts[0]!.body).toMatch(
      /^PetLead: reminder, Rex's visit at Willow Veterinary Hospital is tomorrow, Thursday, November 26 at 9:00 AM PST\. To change it, call .+ Reply STOP to opt out\.$/,
    )
    // Sent once: later runs find nothing due.
    clock.advance(3_600_000)
    expect(await sendTexts()).toBe(0)
    expect(await reminderOf(id)).toMatchObject({ status: 'sent' })
    // A reminder is not the lead's acknowledgement: its first acknowledgement stays the one at arrival.
    expect((await t.db.query<{ acknowledged_at: Date }>('SELECT acknowledged_at FROM submissions'))[0]!.acknowledged_at).toEqual(NOW)
  })

  it('is written in the owner’s language', async () => {
    const id = await book(VISIT, { lead_id: await lead(), lang: 'es' })
    await drainAcknowledgements()
    clock.set(DUE)
    expect(await sendTexts()).toBe(1)
    expect(texts[0]!.body).toMatch(/^PetLead: recordatorio, la cita de Rex en Willow Veterinary Hospital es mañana, .+Responda STOP/)
    expect((await reminderOf(id))!.status).toBe('sent')
  })

  it('is not queued without consent, without a lead, for a number that cannot take a text, or when the visit is less than a day away', async () => {
    const without = await book(VISIT, { lead_id: await lead({ sms_consent: false }) })
    const noLead = await book('2026-11-26T10:00:00-08:00')
    const landline = await book('2026-11-26T11:00:00-08:00', { lead_id: await lead({ phone_number: '5551234567' }) })
    const soon = await book('2026-11-25T09:00:00-08:00', { lead_id: await lead() })
    for (const id of [without, noLead, landline, soon]) expect(await reminderOf(id)).toBeUndefined()
    await drainAcknowledgements()
    clock.set(new Date('2026-11-26T20:00:00Z'))
    expect(await sendTexts()).toBe(0)
    expect(texts).toEqual([])
  })

  it("is skipped and logged once its number has used its hour's texts, and the visit is booked all the same", async () => {
    // Three leads' acknowledgements within the hour: the number's 3 texts an hour are spent.
    const first = await lead()
    await lead()
    await lead()
    const id = await book(VISIT, { lead_id: first })
    expect(await reminderOf(id)).toBeUndefined()
    expect(a.logged().map((l) => l.msg)).toContain(`sms skipped: reminder of booking ${id} (per number, room again in 3600 s)`)
    expect((await t.db.query('SELECT id FROM bookings WHERE id = $1', [id])).length).toBe(1)
  })

  it('honours a STOP sent after the visit was booked', async () => {
    const id = await book(VISIT, { lead_id: await lead() })
    await drainAcknowledgements()
    const stop = await a.call('POST', '/api/sms/inbound', {
      body: new URLSearchParams({ From: E164, Body: 'STOP', MessageSid: 'SM1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(stop.status).toBe(200)
    clock.set(DUE)
    expect(await sendTexts()).toBe(0)
    expect(texts).toEqual([])
    expect(await reminderOf(id)).toMatchObject({ status: 'failed', last_error: 'The number opted out (STOP)' })
    // Booked after the STOP: none is even queued.
    clock.set(NOW)
    expect(await reminderOf(await book('2026-11-27T09:00:00-08:00', { lead_id: await lead() }))).toBeUndefined()
  })

  it('follows a moved visit and goes with a cancelled one', async () => {
    await seedDemoAccounts(t.db, ['willow'], NOW)
    const staff = await staffSession(a, 'owner@willow.test')
    const id = await book(VISIT, { lead_id: await lead() })
    await drainAcknowledgements()
    const first = (await reminderOf(id))!.id
    expect((await a.post(`/api/workspace/bookings/${id}/move`, { start: '2026-11-27T09:00:00-08:00' }, staff)).status).toBe(200)
    const moved = (await reminderOf(id))!
    expect(moved.run_at).toEqual(new Date('2026-11-26T17:00:00Z'))
    expect(await t.db.query('SELECT id FROM sms_messages WHERE id = $1', [first])).toEqual([])
    expect((await a.post(`/api/workspace/bookings/${id}/cancel`, {}, staff)).status).toBe(200)
    expect(await t.db.query('SELECT id FROM sms_messages WHERE id = $1', [moved.id])).toEqual([])
    clock.set(new Date('2026-11-27T20:00:00Z'))
    expect(await sendTexts()).toBe(0)
  })
})
