import nodeIcal, { type VEvent } from 'node-ical'
import { describe, expect, it } from 'vitest'
import { exportClinics } from '../clinics/exportClinics'
import { LEAD_CHANNEL } from '../db/leadEventsRepo'
import { instantAt } from '../hours/zonedTime'
import { validPet } from '../testing/payloads'
import { makeTestApp, TEST_ORIGIN } from '../testing/testApp'
import { staffSession } from '../testing/demoWorkspace'
import type { testClock } from '../testing/testClock'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'
import type { TestDb } from '../testing/withTestDb'

/**
 * Booking through the public calls on PGlite, with the clock in the test's hand: slots, holds
 * (one seat each), an expired hold's seat free at once, the confirmation e-mail's .ics, the
 * e-mailed link's cancel and move, the lead becoming booked, and the clinic's workspace and feed.
 */
let t: TestDb
let a: ReturnType<typeof makeTestApp>
let clock: ReturnType<typeof testClock>
const LA = 'America/Los_Angeles'
// Tuesday 24 November 2026, 10:00 in Pleasanton (18:00 UTC).
const NOW = new Date('2026-11-24T18:00:00Z')
const owner = { owner_name: 'Ann Owner', email: 'ann@example.com', phone: '5551234567', pet_name: 'Rex', species: 'dog' }

withDemoWorkspace((w) => ({ t, a, clock } = w), { ids: ['willow', 'pleasanton'], now: NOW })

const slotsOf = async (clinic = 'willow', query = 'service=vaccination&days=1') => a.get(`/api/clinics/${clinic}/slots?${query}`)
const hold = (start: string, clinic_id = 'willow') => a.post('/api/bookings/holds', { clinic_id, service: 'vaccination', start })
async function book(start: string, extra: Record<string, unknown> = {}) {
  const h = await hold(start)
  expect(h.status).toBe(201)
  return a.post('/api/bookings', { hold_id: h.json.content.hold_id, hold_secret: h.json.content.hold_secret, ...owner, ...extra })
}
const mails = (to: string) =>
  t.db.query<{
    id: string
    subject: string
    text_body: string
    attachments: Array<{ filename: string; content: string }> | null
    run_at: Date
    status: string
  }>('SELECT id, subject, text_body, attachments, run_at, status FROM outbox WHERE to_addr = $1 ORDER BY created_at, run_at', [to])
const tokenIn = (text: string) => decodeURIComponent(/\/booking#token=(\S+)/.exec(text)![1]!)

describe('slots', () => {
  it('lists the seeded clinic’s starts in its zone, from now, with an ETag', async () => {
    const r = await slotsOf()
    expect(r.status).toBe(200)
    const c = r.json.content
    expect(c).toMatchObject({
      clinic_id: 'willow',
      time_zone: LA,
      service: 'vaccination',
      appointment: { name: 'Vaccination', duration_minutes: 30 },
    })
    expect(c.appointment.price).toHaveLength(2)
    expect(c.slots[0]).toEqual({ start: '2026-11-24T10:00:00-08:00', end: '2026-11-24T10:30:00-08:00' })
    // The demo's office hours: the last half-hour visit of a weekday starts at 17:30 and ends at closing.
    expect(c.slots.at(-1).start).toBe('2026-11-24T17:30:00-08:00')
    expect((await slotsOf('willow', 'service=vaccination&days=1')).headers.get('etag')).toBe(r.headers.get('etag'))
    expect((await a.get('/api/clinics/willow/slots?service=vaccination&days=1', { 'if-none-match': r.headers.get('etag')! })).status).toBe(
      304,
    )
    await book(c.slots[0].start)
    const after = await a.get('/api/clinics/willow/slots?service=vaccination&days=1', { 'if-none-match': r.headers.get('etag')! })
    expect(after.status).toBe(200)
    expect(after.json.content.slots[0].start).toBe('2026-11-24T10:30:00-08:00')
  })

  it("names the visit in the owner's language: 'Spay / neuter' reads 'Esterilización / castración' in Spanish", async () => {
    const en = await slotsOf('willow', 'service=spay_neuter&days=1')
    expect(en.json.content.appointment.name).toBe('Spay / neuter')
    const es = await a.get('/api/clinics/willow/slots?service=spay_neuter&days=1', { 'accept-language': 'es' })
    expect(es.json.content.appointment.name).toBe('Esterilización / castración')
    // One cached answer per language.
    expect(es.headers.get('vary')).toMatch(/Accept-Language/i)
    expect(es.headers.get('etag')).not.toBe(en.headers.get('etag'))
  })

  it('refuses an unknown clinic (404), a service it does not book and bad dates (422)', async () => {
    expect((await slotsOf('nowhere')).status).toBe(404)
    expect((await slotsOf('willow-park', 'service=spay_neuter')).status).toBe(422)
    expect((await slotsOf('willow', 'service=haircut')).status).toBe(422)
    expect((await slotsOf('willow', 'service=vaccination&from=2026-13-01')).status).toBe(422)
    // Dates out of any booking window: 9999-12-31 was a 500; a month and a day back is refused too.
    for (const from of ['9999-12-31', '0001-01-01', '2199-02-28', '2026-10-23']) {
      const r = await slotsOf('willow', `service=vaccination&from=${from}`)
      expect(r.status, from).toBe(422)
      expect(r.json.content.from, from).toBe('Must be a date from 31 days back to 366 days ahead')
    }
    expect((await slotsOf('willow', 'service=vaccination&days=15')).status).toBe(422)
    expect((await slotsOf('willow', 'service=vaccination&days=0')).json.success).toBe(false)
  })
})

describe('holds', () => {
  const start = '2026-11-25T16:30:00-08:00'

  it('holds a one-seat slot once: the second hold is 409 until the first expires, then its seat is taken at once', async () => {
    const first = await hold(start)
    expect(first.status).toBe(201)
    expect(first.json.content).toMatchObject({
      clinic_id: 'willow',
      service: 'vaccination',
      start,
      end: '2026-11-25T17:00:00-08:00',
      expires_at: '2026-11-24T10:10:00-08:00',
    })
    const second = await hold(start)
    expect(second.status).toBe(409)
    expect(second.json.success).toBe(false)
    expect(
      (await slotsOf('willow', 'service=vaccination&from=2026-11-25&days=1')).json.content.slots.map((s: { start: string }) => s.start),
    ).not.toContain(start)
    clock.advance(10 * 60_000)
    const third = await hold(start)
    expect(third.status).toBe(201)
    // The first hold expired and its seat was taken: confirming it is 409, and nothing is booked for it.
    const late = await a.post('/api/bookings', {
      hold_id: first.json.content.hold_id,
      hold_secret: first.json.content.hold_secret,
      ...owner,
    })
    expect(late.status).toBe(409)
    expect(
      (await a.post('/api/bookings', { hold_id: third.json.content.hold_id, hold_secret: third.json.content.hold_secret, ...owner }))
        .status,
    ).toBe(201)
  })

  it('confirms an expired hold whose seat nobody took; a wrong secret is 404, a second confirm 409', async () => {
    const h = (await hold(start)).json.content
    expect((await a.post('/api/bookings', { hold_id: h.hold_id, hold_secret: 'wrong', ...owner })).status).toBe(404)
    clock.advance(30 * 60_000)
    expect((await a.post('/api/bookings', { hold_id: h.hold_id, hold_secret: h.hold_secret, ...owner })).status).toBe(201)
    expect((await a.post('/api/bookings', { hold_id: h.hold_id, hold_secret: h.hold_secret, ...owner })).status).toBe(409)
    expect((await hold(start)).status).toBe(409)
  })

  it('refuses a start the clinic does not offer (off the grid, past, beyond the window)', async () => {
    expect((await hold('2026-11-25T16:40:00-08:00')).status).toBe(409)
    expect((await hold('2026-11-24T09:00:00-08:00')).status).toBe(409)
    expect((await hold('2026-12-09T09:00:00-08:00')).status).toBe(409)
    expect((await hold('not a time')).status).toBe(400)
    expect((await a.post('/api/bookings/holds', { clinic_id: 'willow-park', service: 'spay_neuter', start })).status).toBe(422)
  })
})

describe('after booking', () => {
  const start = '2026-11-25T16:30:00-08:00'

  it('e-mails the owner an .ics in the clinic’s zone and the manage link, and queues the reminder a day before', async () => {
    const r = await book(start, { lang: 'es' })
    expect(r.status).toBe(201)
    expect(r.json.content).toMatchObject({
      start,
      end: '2026-11-25T17:00:00-08:00',
      service: 'vaccination',
      // The owner booked in Spanish: the type named after its service reads as the service in Spanish.
      appointment_name: 'Vacunación',
      clinic: { id: 'willow', state: 'CA' },
    })
    const [confirmation, reminder] = await mails('ann@example.com')
    // Spanish reads 24-hour; an e-mail names the clinic's zone, since the owner may read it anywhere.
    expect(confirmation!.subject).toBe('Su cita en Willow Veterinary Hospital: miércoles, 25 de noviembre, 16:30 PST')
    expect(confirmation!.text_body).toContain('(Vacunación)')
    expect(confirmation!.text_body).not.toContain('Vaccination')
    expect(confirmation!.text_body).toContain(`${TEST_ORIGIN}/booking#token=`)
    const ics = confirmation!.attachments![0]!
    expect(ics.filename).toBe('visit.ics')
    const events = Object.values(nodeIcal.sync.parseICS(ics.content)).filter((e) => e?.type === 'VEVENT') as VEvent[]
    expect(events).toHaveLength(1)
    const ev = events[0]!
    expect(ev.start.toISOString()).toBe(new Date(instantAt(2026, 11, 25, 16, 30, LA)).toISOString())
    expect((ev.start as { tz?: string }).tz).toBe(LA)
    expect(String(ev.location)).toContain('CA')
    expect(String(ev.description)).toMatch(/^miércoles, 25 de noviembre, 16:30 PST\nWillow Veterinary Hospital\n.*\n\(\d{3}\) \d{3}-\d{4}$/)
    expect(new Date(reminder!.run_at).toISOString()).toBe('2026-11-25T00:30:00.000Z')
    expect(reminder!.subject).toMatch(/^Recordatorio/)
  })

  it('marks the lead it follows booked, on its timeline', async () => {
    const lead = (await a.post('/api/pet', { ...validPet(), clinic_id: 'willow' }, { 'x-captcha': await a.captcha() })).json.content
      ._id as string
    expect((await book(start, { lead_id: lead })).status).toBe(201)
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM submissions WHERE id = $1', [lead])
    expect(row!.status).toBe('booked')
    const events = await t.db.query<{ type: string; status: string }>(
      "SELECT type, status FROM lead_events WHERE submission_id = $1 AND type = 'status'",
      [lead],
    )
    expect(events).toEqual([{ type: 'status', status: 'booked' }])
    // Another owner's e-mail does not move someone else's lead.
    const other = (
      await a.post('/api/pet', { ...validPet(), email: 'zed@example.com', clinic_id: 'willow' }, { 'x-captcha': await a.captcha() })
    ).json.content._id as string
    expect((await book('2026-11-25T17:00:00-08:00', { lead_id: other })).status).toBe(201)
    expect((await t.db.query<{ status: string }>('SELECT status FROM submissions WHERE id = $1', [other]))[0]!.status).toBe('new')
  })

  it('cancels and moves through the link; a forged, a replaced or a spent token is refused', async () => {
    await book(start)
    const token = tokenIn((await mails('ann@example.com'))[0]!.text_body)
    const seen = await a.post('/api/bookings/manage', { token })
    expect(seen.status).toBe(200)
    expect(seen.json.content).toMatchObject({ status: 'booked', start, clinic: { id: 'willow' }, service: 'vaccination', time_zone: LA })
    // The manage page shows the time, and the times to move to, as the e-mails write them.
    expect(seen.json.content.when).toBe('Wednesday, November 25 at 4:30 PM PST')
    expect(seen.json.content.move_to[0]).toEqual({
      start: '2026-11-24T10:00:00-08:00',
      when: 'Tuesday, November 24 at 10:00 AM PST',
      day: 'Tuesday, November 24',
    })
    expect(seen.json.content.move_to.map((m: { start: string }) => m.start)).not.toContain(start)
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA')
    expect((await a.post('/api/bookings/manage', { token: forged })).status).toBe(404)
    // Another visit holds 17:30: moving there is 409 and the visit keeps its time.
    await book('2026-11-25T17:30:00-08:00', { email: 'bo@example.com' })
    expect((await a.post('/api/bookings/move', { token, start: '2026-11-25T17:30:00-08:00' })).status).toBe(409)
    expect((await a.post('/api/bookings/manage', { token })).json.content.start).toBe(start)
    const moved = await a.post('/api/bookings/move', { token, start: '2026-11-26T09:00:00-08:00' })
    expect(moved.status).toBe(200)
    expect(moved.json.content.start).toBe('2026-11-26T09:00:00-08:00')
    // The old time is free at once; the old link is replaced by the one in the new e-mail.
    expect((await hold(start)).status).toBe(201)
    expect((await a.post('/api/bookings/manage', { token })).status).toBe(404)
    const annMail = await mails('ann@example.com')
    const movedMail = annMail.find((m) => m.subject.includes('moved'))!
    expect(movedMail.attachments).toHaveLength(1)
    // The first reminder was dropped; one is queued for the new time.
    const reminders = annMail.filter((m) => m.subject.startsWith('Reminder'))
    expect(reminders.map((m) => new Date(m.run_at).toISOString())).toEqual(['2026-11-25T17:00:00.000Z'])
    const next = tokenIn(movedMail.text_body)
    // The page that moved it holds the new link too (the move answers it), so it can move or cancel again.
    expect(moved.json.content.manage_token).toBe(next)
    expect((await a.post('/api/bookings/cancel', { token: next })).json.content.status).toBe('cancelled')
    expect((await a.post('/api/bookings/cancel', { token: next })).status).toBe(404)
    expect((await a.post('/api/bookings/manage', { token: next })).status).toBe(404)
    expect((await mails('ann@example.com')).filter((m) => m.subject.startsWith('Reminder'))).toEqual([])
    expect((await hold('2026-11-26T09:00:00-08:00')).status).toBe(201)
  })
})

describe('the clinic’s calendar', () => {
  it('lists its own bookings only; another clinic’s booking is 404; cancel and move tell the owner', async () => {
    const id = (await book('2026-11-25T16:30:00-08:00')).json.content.booking_id as string
    const willow = await staffSession(a, 'owner@willow.test')
    const pleasanton = await staffSession(a, 'owner@pleasanton.test')
    const list = await a.call('GET', '/api/workspace/bookings?from=2026-11-24&days=7', { headers: willow })
    expect(list.status).toBe(200)
    expect(list.json.content.time_zone).toBe(LA)
    expect(list.json.content.items).toEqual([
      expect.objectContaining({
        id,
        start: '2026-11-25T16:30:00-08:00',
        status: 'booked',
        service: 'vaccination',
        appointment_name: 'Vaccination',
        owner: { name: 'Ann Owner', email: 'ann@example.com', phone: '5551234567' },
        pet_name: 'Rex',
        lead_id: null,
      }),
    ])
    expect((await a.call('GET', '/api/workspace/bookings?from=2026-11-24&days=7', { headers: pleasanton })).json.content.items).toEqual([])
    expect((await a.post(`/api/workspace/bookings/${id}/cancel`, {}, pleasanton)).status).toBe(404)
    expect((await a.post(`/api/workspace/bookings/${id}/move`, { start: '2026-11-26T09:00:00-08:00' }, pleasanton)).status).toBe(404)
    const moved = await a.post(`/api/workspace/bookings/${id}/move`, { start: '2026-11-26T09:00:00-08:00' }, willow)
    expect(moved.status).toBe(200)
    expect(moved.json.content.start).toBe('2026-11-26T09:00:00-08:00')
    expect((await a.post(`/api/workspace/bookings/${id}/cancel`, {}, willow)).json.content.status).toBe('cancelled')
    const subjects = (await mails('ann@example.com')).map((m) => m.subject)
    expect(subjects.some((s) => s.includes('moved'))).toBe(true)
    expect(subjects.some((s) => s.includes('cancelled'))).toBe(true)
  })

  it('serves a private .ics feed by its secret; rotating revokes the old address', async () => {
    await book('2026-11-25T16:30:00-08:00')
    const willow = await staffSession(a, 'owner@willow.test')
    const { url } = (await a.call('GET', '/api/workspace/calendar-feed', { headers: willow })).json.content as { url: string }
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/calendar/[A-Za-z0-9_-]{32}\\.ics$`))
    expect((await a.call('GET', '/api/workspace/calendar-feed', { headers: willow })).json.content.url).toBe(url)
    const feed = await a.get(url.slice(TEST_ORIGIN.length))
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toContain('text/calendar')
    const events = Object.values(nodeIcal.sync.parseICS(feed.text)).filter((e) => e?.type === 'VEVENT') as VEvent[]
    expect(events.map((e) => e.start.toISOString())).toEqual(['2026-11-26T00:30:00.000Z'])
    expect(String(events[0]!.description)).toMatch(/^Wednesday, November 25 at 4:30 PM PST\nAnn Owner\n/)
    const rotated = (await a.post('/api/workspace/calendar-feed/rotate', {}, willow)).json.content.url as string
    expect(rotated).not.toBe(url)
    expect((await a.get(url.slice(TEST_ORIGIN.length))).status).toBe(404)
    expect((await a.get(rotated.slice(TEST_ORIGIN.length))).status).toBe(200)
    const [stored] = await t.db.query<{ secret_hash: string }>("SELECT secret_hash FROM calendar_feeds WHERE clinic_id = 'willow'")
    expect(rotated).not.toContain(stored!.secret_hash)
  })
})

describe('the manage page', () => {
  it('is static HTML under the strict CSP, its script served from the site, the token left to the fragment', async () => {
    const page = await a.get('/booking')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.text).toContain('<script src="/assets/booking.js" defer></script>')
    expect(page.text).not.toMatch(/<script>|<style>|\son\w+=/)
    const js = await a.get('/assets/booking.js')
    expect(js.status).toBe(200)
    expect(js.text).toContain("window.history.replaceState(null, '', location.pathname)")
  })
})

describe('availability settings', () => {
  it('are saved through the workspace settings, checked by the shared schema, exported, and change the slots', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    const got = await a.call('GET', '/api/workspace/settings/willow', { headers: owner })
    const { id: _id, logoUrl: _logo, ...form } = got.json.content
    expect(form.booking).toMatchObject({ capacity: 1, windowDays: 14, noticeMinutes: 0, bufferMinutes: 0 })
    const booking = {
      appointmentTypes: [{ name: 'Shots', durationMinutes: 45, services: ['vaccination', 'microchipping'], price: [20, 40] }],
      capacity: 2,
      windowDays: 7,
      noticeMinutes: 120,
      bufferMinutes: 15,
    }
    const bad = await a.call('PUT', '/api/workspace/settings/willow', {
      json: { ...form, booking: { ...booking, appointmentTypes: [{ ...booking.appointmentTypes[0], durationMinutes: 3 }] } },
      headers: owner,
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.json.content)).toEqual(['booking.appointmentTypes.0.durationMinutes'])
    const saved = await a.call('PUT', '/api/workspace/settings/willow', { json: { ...form, booking }, headers: owner })
    expect(saved.status).toBe(200)
    expect(saved.json.content.booking).toEqual(booking)
    const slots = (await slotsOf('willow', 'service=microchipping&days=1')).json.content
    expect(slots.appointment).toEqual({ name: 'Shots', duration_minutes: 45, price: [20, 40] })
    // 10:00 now, two hours' notice: the first start is 12:00; 45 minutes plus 15 of buffer: every hour.
    expect(slots.slots.slice(0, 2).map((s: { start: string }) => s.start)).toEqual([
      '2026-11-24T12:00:00-08:00',
      '2026-11-24T13:00:00-08:00',
    ])
    expect((await slotsOf('willow', 'service=spay_neuter')).status).toBe(422)
    expect((await exportClinics(t.db)).find((c) => c.id === 'willow')!.booking).toEqual(booking)
    // null turns online booking off.
    expect((await a.call('PUT', '/api/workspace/settings/willow', { json: { ...form, booking: null }, headers: owner })).status).toBe(200)
    expect((await slotsOf()).status).toBe(422)
  })
})

describe('the clinic is told', () => {
  it('queues booking.created, .rescheduled and .cancelled for its subscribed endpoints, and notifies its live pages', async () => {
    a = makeTestApp(t.db, t.dataDir, { clock, config: { webhookAllowLoopback: true } })
    a.deps.resolveHost = async () => [{ address: '93.184.216.34', family: 4 }]
    const owner = await staffSession(a, 'owner@willow.test')
    const hook = await a.post(
      '/api/workspace/webhooks',
      { url: 'https://hooks.example.com/willow', events: ['booking.created', 'booking.rescheduled', 'booking.cancelled'] },
      owner,
    )
    expect(hook.status).toBe(201)
    const notices: string[] = []
    const stop = await t.db.listen(LEAD_CHANNEL, (p) => {
      if (p) notices.push(p)
    })
    const id = (await book('2026-11-25T16:30:00-08:00')).json.content.booking_id as string
    await a.post(`/api/workspace/bookings/${id}/move`, { start: '2026-11-26T09:00:00-08:00' }, owner)
    await a.post(`/api/workspace/bookings/${id}/cancel`, {}, owner)
    // The clock stands still here: one delivery per event, read by type.
    const rows = await t.db.query<{ event_type: string; payload: string }>(
      'SELECT event_type, payload FROM webhook_deliveries ORDER BY event_type',
    )
    expect(rows.map((r) => r.event_type)).toEqual(['booking.cancelled', 'booking.created', 'booking.rescheduled'])
    const booking = (type: string) => JSON.parse(rows.find((r) => r.event_type === type)!.payload).data.booking
    expect(booking('booking.created')).toMatchObject({
      id,
      clinic_id: 'willow',
      start: '2026-11-25T16:30:00-08:00',
      status: 'booked',
      pet_name: 'Rex',
    })
    expect(booking('booking.rescheduled').start).toBe('2026-11-26T09:00:00-08:00')
    expect(booking('booking.cancelled').status).toBe('cancelled')
    await new Promise((r) => setTimeout(r, 50))
    await stop()
    // NOTIFY reaches every schema of the database: on PostgreSQL, files running beside this one
    // book at Willow Park too, so only this booking's notices are read.
    expect(notices.map((n) => JSON.parse(n)).filter((n) => n.kind === 'booking' && n.id === id)).toEqual([
      { clinic_id: 'willow', id, type: 'created', kind: 'booking' },
      { clinic_id: 'willow', id, type: 'updated', kind: 'booking' },
      { clinic_id: 'willow', id, type: 'updated', kind: 'booking' },
    ])
  })
})
