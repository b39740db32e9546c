import { describe, expect, it } from 'vitest'
import { webhooksForClinic } from '../db/webhooksRepo'
import { DEMO_USER } from '../db/demoUser'
import { cleanUp } from '../maintenance/cleanUp'
import { staffSession } from '../testing/demoWorkspace'
import { parseCsv } from '../testing/parseCsv'
import { validLowCost, validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import type { TestDb } from '../testing/withTestDb'
import { withDemoWorkspace, type DemoWorkspace } from '../testing/withDemoWorkspace'

/**
 * Where an owner came from travels with the lead: stored beside the owner's fields (the widget, the
 * source it is counted under, the attribution), shown on the lead page, written in the CSV export,
 * carried by the `lead.created` webhook, copied to the visit booked for the lead and carried by its
 * `booking.*` webhooks, and deleted with the lead. Then the visit: its clinic marks it attended once
 * it has started (`lead.visited`), nobody else.
 */
const W = '/api/workspace'
const HOUR = 3600_000
// Tuesday 24 November 2026, 10:00 in California: Pleasanton takes vaccinations online in the days that follow.
const NOW = new Date('2026-11-24T18:00:00Z')
const CAMPAIGN = {
  utm_source: 'Google',
  utm_medium: 'cpc',
  utm_campaign: 'dental-month',
  gclid: 'TEST123',
  referrer: 'https://www.google.com',
}
const EVENTS = ['lead.created', 'lead.visited', 'booking.created', 'booking.cancelled']

let t: TestDb
let a: DemoWorkspace['a']
let clock: DemoWorkspace['clock']
withDemoWorkspace((w) => ({ t, a, clock } = w), { now: NOW })

/** A vaccination request from ZIP 94588, routed to Pleasanton. */
async function request(extra: Record<string, unknown> = {}) {
  return a.post('/api/form_low_cost', { ...validLowCost(), service: 'vaccination', analizeAi: false, ...extra })
}
const row = async (id: string) =>
  (
    await t.db.query<{ form: string | null; source: string; attribution: unknown; data: Record<string, unknown>; status: string }>(
      'SELECT form, source, attribution, data, status FROM submissions WHERE id = $1',
      [id],
    )
  )[0]!
const payloads = async (type: string) =>
  (await t.db.query<{ payload: string }>('SELECT payload FROM webhook_deliveries WHERE event_type = $1 ORDER BY created_at', [type])).map(
    (r) => JSON.parse(r.payload),
  )
const hook = () =>
  webhooksForClinic(t.db, 'pleasanton').create({ url: 'https://crm.example.org/hook', events: EVENTS, secret: 'whsec_test', now: NOW })

/** Books the lead's owner a vaccination at Pleasanton's first free time an hour or more from now; answers its start. */
async function book(leadId: string): Promise<string> {
  const slots = (await a.get('/api/clinics/pleasanton/slots?service=vaccination&days=3')).json.content.slots as Array<{ start: string }>
  const slot = slots.find((s) => Date.parse(s.start) >= clock.now().getTime() + HOUR)!
  const h = await a.post('/api/bookings/holds', { clinic_id: 'pleasanton', service: 'vaccination', start: slot.start })
  expect(h.status).toBe(201)
  const b = await a.post('/api/bookings', {
    hold_id: h.json.content.hold_id,
    hold_secret: h.json.content.hold_secret,
    owner_name: 'Cy Owner',
    email: 'cy@example.com',
    phone: '5551112222',
    pet_name: 'Luna',
    species: 'cat',
    lead_id: leadId,
  })
  expect(b.status).toBe(201)
  return slot.start
}

describe("a lead's attribution", () => {
  it('is stored with its widget and source, and shows on the lead page, in the CSV, in lead.created and in the booking webhooks', async () => {
    await hook()
    const r = await request({ widget: 'service-request', attribution: { ...CAMPAIGN, utm_term: '  ' } })
    expect(r.status).toBe(201)
    const id = r.json._id as string
    const stored = await row(id)
    // A blank value is no value; the owner's fields keep only what the owner wrote.
    expect(stored).toMatchObject({ form: 'service-request', source: 'google', attribution: CAMPAIGN })
    expect(stored.data).not.toHaveProperty('attribution')
    expect(stored.data).not.toHaveProperty('widget')

    const staff = await staffSession(a, 'front@pleasanton.test')
    const page = (await a.get(`${W}/leads/${id}`, staff)).json.content
    expect(page).toMatchObject({ widget: 'service-request', source: 'google', attribution: CAMPAIGN })
    expect(page.data).not.toHaveProperty('attribution')

    const csv = await a.get(`${W}/leads.csv?from=2026-11-24&to=2026-11-24&tz=UTC`, staff)
    expect(csv.status).toBe(200)
    const [header, line] = parseCsv(csv.text.replace(/^\uFEFF/, ''))
    // Appended after the columns a spreadsheet already reads by position.
    expect(header!.slice(0, 3)).toEqual(['Lead ID', 'Received (UTC)', 'Kind'])
    expect(header!.slice(-13)).toEqual([
      'Widget',
      'Source',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'gbraid',
      'wbraid',
      'fbclid',
      'msclkid',
      'Referrer',
    ])
    expect(line!.slice(-13)).toEqual([
      'service-request',
      'google',
      'Google',
      'cpc',
      'dental-month',
      '',
      '',
      'TEST123',
      '',
      '',
      '',
      '',
      'https://www.google.com',
    ])

    const [created] = await payloads('lead.created')
    expect(created.data.lead).toMatchObject({ id, widget: 'service-request', source: 'google', attribution: CAMPAIGN })
    expect(created.data.lead.data).not.toHaveProperty('attribution')

    await book(id)
    expect((await t.db.query('SELECT attribution FROM bookings WHERE lead_id = $1', [id]))[0]).toEqual({ attribution: CAMPAIGN })
    const [booked] = await payloads('booking.created')
    expect(booked.data.booking).toMatchObject({ lead_id: id, widget: 'service-request', attribution: CAMPAIGN })
  })

  it('without one: the widget its kind and clinic give, source direct, nothing stored, {} in every answer', async () => {
    await hook()
    const r = await a.post('/api/pet', { ...validPet(), clinic_id: 'pleasanton' }, { 'x-captcha': await a.captcha() })
    expect(r.status).toBe(201)
    const id = r.json.content._id as string
    expect(await row(id)).toMatchObject({ form: 'clinic-health', source: 'direct', attribution: null })
    const page = (await a.get(`${W}/leads/${id}`, await staffSession(a, 'front@pleasanton.test'))).json.content
    expect(page).toMatchObject({ widget: 'clinic-health', source: 'direct', attribution: {} })
    expect((await payloads('lead.created'))[0].data.lead).toMatchObject({ widget: 'clinic-health', source: 'direct', attribution: {} })
    // Only the referrer: counted under its host.
    const referred = await request({ attribution: { referrer: 'https://www.yelp.com' } })
    expect(await row(referred.json._id as string)).toMatchObject({ form: 'service-request', source: 'yelp.com' })
  })

  it.each([
    ['an unknown key', { ...CAMPAIGN, email: 'cy@example.com' }],
    ['a full URL as referrer', { referrer: 'https://www.google.com/search?q=cy%40example.com' }],
    ['an over-long value', { utm_campaign: 'x'.repeat(201) }],
    ['a value on two lines', { utm_campaign: 'a\nb' }],
    ['not an object', 'google'],
  ])('with %s is refused with a 400 naming it, and nothing is stored', async (_, attribution) => {
    const r = await request({ attribution })
    expect(r.status).toBe(400)
    expect(Object.keys(r.json.content).join()).toMatch(/attribution/)
    expect(await t.db.query('SELECT id FROM submissions')).toEqual([])
  })

  it('is deleted with the lead by RETENTION_DAYS, its copy on a visit still to come too', async () => {
    const id = (await request({ attribution: CAMPAIGN })).json._id as string
    await book(id)
    // The visit is moved far ahead, so it stays when its lead goes.
    await t.db.query(
      "UPDATE bookings SET start_at = start_at + interval '60 days', end_at = end_at + interval '60 days' WHERE lead_id = $1",
      [id],
    )
    const other = (await request({ email: 'dee@example.com', attribution: { utm_source: 'newsletter' } })).json._id as string
    clock.set(new Date(NOW.getTime() + 31 * 24 * HOUR))
    const kept = (await request({ email: 'eve@example.com', attribution: { utm_source: 'facebook' } })).json._id as string
    await cleanUp({ ...makeTestApp(t.db, t.dataDir, { clock, config: { retentionDays: 30 } }).deps })
    expect((await t.db.query<{ id: string }>('SELECT id FROM submissions')).map((s) => s.id)).toEqual([kept])
    expect(await t.db.query('SELECT lead_id, attribution FROM bookings')).toEqual([{ lead_id: id, attribution: null }])
    expect(other).not.toBe(kept)
    expect(await row(kept)).toMatchObject({ attribution: { utm_source: 'facebook' } })
  })
})

describe('marking a visit attended', () => {
  it("by its clinic's staff once it has started: status visited, on the timeline, lead.visited; never before, never by another clinic", async () => {
    await hook()
    const id = (await request()).json._id as string
    const staff = await staffSession(a, 'front@pleasanton.test')
    const mark = (who: Record<string, string>) => a.post(`${W}/leads/${id}/visited`, {}, who)
    // A lead not booked has no visit to attend.
    expect((await mark(staff)).status).toBe(409)
    const start = await book(id)
    const page = (await a.get(`${W}/leads/${id}`, staff)).json.content
    expect(page).toMatchObject({ status: 'booked', visit_start: new Date(start).toISOString() })
    const early = await mark(staff)
    expect(early.status).toBe(409)
    expect(early.json.content.status).toBe('The visit has not started yet')
    clock.set(new Date(Date.parse(start) + 5 * 60_000))
    // Another clinic's staff: a lead that does not exist; the network team saw nobody come.
    expect((await mark(await staffSession(a, 'front@willow.test'))).status).toBe(404)
    expect((await mark(await staffSession(a, DEMO_USER.email))).status).toBe(403)
    expect((await row(id)).status).toBe('booked')

    const done = await mark(staff)
    expect(done.status).toBe(200)
    expect(done.json.content.status).toBe('visited')
    expect(done.json.content.timeline.at(-1)).toMatchObject({ type: 'visited', status: 'visited', actor: expect.any(String) })
    const [visited] = await payloads('lead.visited')
    expect(visited.data.lead).toMatchObject({ id, status: 'visited', attribution: {} })
    // Once: a second mark changes nothing and tells nobody again.
    expect((await mark(staff)).status).toBe(409)
    expect(await payloads('lead.visited')).toHaveLength(1)
    // A visit that took place was booked: still counted among the week's visits booked.
    expect((await a.get(`${W}/stats`, staff)).json.content.booked_this_week).toBe(1)
    // The inbox filters on it.
    const list = (await a.get(`${W}/leads?status=visited`, staff)).json.content.items as Array<{ id: string }>
    expect(list.map((l) => l.id)).toEqual([id])
  })
})
