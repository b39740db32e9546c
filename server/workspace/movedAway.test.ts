import { describe, expect, it } from 'vitest'
import { runDueClaimChecks } from '../jobs/runDueClaimChecks'
import { eventStream } from '../testing/eventStream'
import { staffSession } from '../testing/demoWorkspace'
import { validLowCost } from '../testing/payloads'
import { samples } from '../testing/samples'
import { formWith } from '../testing/testApp'
import type { TestDb } from '../testing/withTestDb'
import { OFFICE_HOURS, withDemoWorkspace, type DemoWorkspace } from '../testing/withDemoWorkspace'

/**
 * Nobody loses what they were reading: a lead re-routed away, or reassigned away by the network
 * team's hand, leaves the first clinic a read-only trace (which pet, when it arrived, where it went, when and why) in its inbox and at the lead's
 * address, and nothing more; every write to it stays the 404 of a lead that is not theirs, and a
 * clinic that never held the lead learns nothing.
 */
const W = '/api/workspace'
const MIN = 60_000
const OWNER_EMAIL = 'cy@example.com'
const OWNER_PHONE = '5551112222'

let t: TestDb
let a: DemoWorkspace['a']
let clock: DemoWorkspace['clock']
withDemoWorkspace((w) => ({ t, a, clock } = w), { now: OFFICE_HOURS, config: { claimTargetMinutes: 5, rerouteAfterMinutes: 30 } })

const clinicOf = async (id: string) =>
  (await t.db.query<{ c: string | null }>('SELECT lead_clinic_id AS c FROM submissions WHERE id = $1', [id]))[0]!.c

/**
 * The first clinic reads `trace` at the lead's address and as a row of its inbox, and neither
 * answer names the owner; returns both answers' text for further checks.
 */
async function expectTrace(id: string, session: Parameters<DemoWorkspace['a']['get']>[1], trace: object): Promise<string[]> {
  const page = await a.get(`${W}/leads/${id}`, session)
  expect(page.status).toBe(200)
  expect(page.json.content).toEqual(trace)
  const inbox = await a.get(`${W}/leads`, session)
  expect(inbox.json.content.items).toContainEqual(trace)
  for (const body of [page.text, inbox.text]) {
    expect(body).not.toContain(OWNER_EMAIL)
    expect(body).not.toContain(OWNER_PHONE)
    expect(body).not.toContain('Cy Owner')
  }
  return [page.text, inbox.text]
}

/** A dental-care request with a photo from ZIP 94588: Pleasanton's, re-routed unclaimed to Willow Park after 30 minutes. */
async function rerouted(): Promise<{ id: string; start: number }> {
  const up = await a.call('POST', '/api/file', { body: formWith('image', samples.jpeg()) })
  expect(up.status).toBe(201)
  const start = a.clock.now().getTime()
  const r = await a.post('/api/form_low_cost', {
    ...validLowCost(),
    service: 'dental_care',
    analizeAi: false,
    imageUrl: up.json.content[0],
  })
  expect(r.status).toBe(201)
  const id = r.json._id as string
  expect(await clinicOf(id)).toBe('pleasanton')
  clock.set(new Date(start + 30 * MIN))
  await runDueClaimChecks(a.deps, 50)
  expect(await clinicOf(id)).toBe('willow-park')
  return { id, start }
}

describe('a lead re-routed away from a clinic', () => {
  it("reads, to the first clinic, as where it went, when and why, at its address and in the inbox; never the owner's details or photo", async () => {
    const { id, start } = await rerouted()
    const ana = await staffSession(a, 'front@pleasanton.test')
    const trace = {
      id,
      created_at: new Date(start).toISOString(),
      pet: { name: 'Luna', type: 'cat' },
      moved: {
        to: 'Willow Park Animal Hospital',
        at: new Date(start + 30 * MIN).toISOString(),
        reason: 'Unclaimed at Pleasanton Pet Care after 30 minutes of open time',
      },
    }
    // Nothing of the owner's, nor the photo, in either answer; the photo's own address is a 404.
    for (const body of await expectTrace(id, ana, trace)) expect(body).not.toMatch(/photo|image|\/api\/file/i)
    expect((await a.get(`${W}/leads/${id}/photo`, ana)).status).toBe(404)
    // A filter matches only the clinic's own leads: the trace has no status, kind or owner here.
    expect((await a.get(`${W}/leads?status=new`, ana)).json.content.items.map((i: { id: string }) => i.id)).not.toContain(id)
    // Willow Park, whose lead it is now, reads it in full.
    const willow = await a.get(`${W}/leads/${id}`, await staffSession(a, 'owner@willow-park.test'))
    expect(willow.json.content).toMatchObject({ id, owner: { email: OWNER_EMAIL }, claimed_by: null })
    expect(willow.json.content.moved).toBeUndefined()
  })

  it('is read-only to the first clinic: claiming it, changing its status or adding a note is the 404 of a lead that is not theirs', async () => {
    const { id } = await rerouted()
    const ana = await staffSession(a, 'front@pleasanton.test')
    expect((await a.get(`${W}/leads/${id}`, ana)).json.content.moved).toBeDefined()
    expect((await a.post(`${W}/leads/${id}/claim`, {}, ana)).status).toBe(404)
    expect((await a.patch(`${W}/leads/${id}`, { status: 'contacted' }, ana)).status).toBe(404)
    expect((await a.patch(`${W}/leads/${id}`, { note: 'Called her' }, ana)).status).toBe(404)
    const row = await t.db.query<{ status: string; claimed_by: string | null; notes: string }>(
      `SELECT status, claimed_by, (SELECT count(*) FROM lead_events WHERE submission_id = $1 AND type = 'note')::text AS notes
       FROM submissions WHERE id = $1`,
      [id],
    )
    expect(row).toEqual([{ status: 'new', claimed_by: null, notes: '0' }])
  })

  it('is, to a clinic that never held it, the 404 of an unknown lead, and not in its inbox', async () => {
    const { id } = await rerouted()
    // The clinic that held it has its trace; a clinic that never did has nothing.
    expect((await a.get(`${W}/leads`, await staffSession(a, 'front@pleasanton.test'))).text).toContain(id)
    const acacia = await staffSession(a, 'owner@acacia.test')
    expect((await a.get(`${W}/leads/${id}`, acacia)).status).toBe(404)
    const inbox = await a.get(`${W}/leads`, acacia)
    expect(inbox.text).not.toContain(id)
  })
})

/** A Pleasanton lead (ZIP 94588) the network team hands to Willow Park at once, by hand; returns it and when it moved. */
async function reassigned(): Promise<{ id: string; start: number; at: number; net: Awaited<ReturnType<typeof staffSession>> }> {
  const start = a.clock.now().getTime()
  const r = await a.post('/api/form_low_cost', { ...validLowCost(), service: 'dental_care', analizeAi: false })
  expect(r.status).toBe(201)
  const id = r.json._id as string
  expect(await clinicOf(id)).toBe('pleasanton')
  const at = start + 7 * MIN
  clock.set(new Date(at))
  const net = await staffSession(a, 'demo@petlead.test')
  expect((await a.patch(`${W}/leads/${id}`, { clinic_id: 'willow-park' }, net)).status).toBe(200)
  expect(await clinicOf(id)).toBe('willow-park')
  return { id, start, at, net }
}

describe('a lead the network team reassigns away from a clinic by hand', () => {
  it("leaves the first clinic the same trace as a re-route: where, when and why, at its address and in the inbox, never the owner's details", async () => {
    const { id, start, at } = await reassigned()
    const ana = await staffSession(a, 'front@pleasanton.test')
    const trace = {
      id,
      created_at: new Date(start).toISOString(),
      pet: { name: 'Luna', type: 'cat' },
      moved: { to: 'Willow Park Animal Hospital', at: new Date(at).toISOString(), reason: 'Reassigned by the network team' },
    }
    await expectTrace(id, ana, trace)
  })

  it('is heard live by the first clinic, so its open inbox and lead page turn into the trace', async () => {
    const r = await a.post('/api/form_low_cost', { ...validLowCost(), service: 'dental_care', analizeAi: false })
    const id = r.json._id as string
    const ana = await staffSession(a, 'front@pleasanton.test')
    const res = await a.app.request(`${W}/events`, { headers: { cookie: ana.cookie } })
    const events = eventStream(res.body!)
    expect(await events.until(/connected/, 10_000)).toBe(true)
    expect((await a.patch(`${W}/leads/${id}`, { clinic_id: 'willow-park' }, await staffSession(a, 'demo@petlead.test'))).status).toBe(200)
    expect(await events.until(new RegExp(`event: lead\\ndata: \\{"id":"${id}"`), 10_000)).toBe(true)
    await events.cancel()
  })

  it('is, to the first clinic, still the 404 of a lead that is not theirs for its full record and every write', async () => {
    const { id } = await reassigned()
    const ana = await staffSession(a, 'front@pleasanton.test')
    // Its trace, and nothing more.
    expect(Object.keys((await a.get(`${W}/leads/${id}`, ana)).json.content).sort()).toEqual(['created_at', 'id', 'moved', 'pet'])
    expect((await a.get(`${W}/leads/${id}/photo`, ana)).status).toBe(404)
    expect((await a.post(`${W}/leads/${id}/claim`, {}, ana)).status).toBe(404)
    expect((await a.patch(`${W}/leads/${id}`, { status: 'contacted' }, ana)).status).toBe(404)
    expect((await a.patch(`${W}/leads/${id}`, { note: 'Called her' }, ana)).status).toBe(404)
    // A clinic that never held it learns nothing.
    expect((await a.get(`${W}/leads/${id}`, await staffSession(a, 'owner@acacia.test'))).status).toBe(404)
  })

  it("handed back, it is simply the first clinic's lead again, with no trace; the clinic it left now keeps one", async () => {
    const { id, net } = await reassigned()
    clock.set(new Date(clock.now().getTime() + 5 * MIN))
    expect((await a.patch(`${W}/leads/${id}`, { clinic_id: 'pleasanton' }, net)).status).toBe(200)
    const ana = await staffSession(a, 'front@pleasanton.test')
    const page = await a.get(`${W}/leads/${id}`, ana)
    expect(page.json.content).toMatchObject({ id, owner: { email: OWNER_EMAIL } })
    expect(page.json.content.moved).toBeUndefined()
    const mine = (await a.get(`${W}/leads`, ana)).json.content.items.find((i: { id: string }) => i.id === id)
    expect(mine).toMatchObject({ owner: { email: OWNER_EMAIL } })
    expect(mine.moved).toBeUndefined()
    // Willow Park held it for five minutes and lost it the same way.
    const willow = await a.get(`${W}/leads/${id}`, await staffSession(a, 'owner@willow-park.test'))
    expect(willow.json.content.moved).toEqual({
      to: 'Pleasanton Pet Care',
      at: clock.now().toISOString(),
      reason: 'Reassigned by the network team',
    })
  })
})

describe('a lead with a visit booked', () => {
  it('stays with the clinic of its visit: the network team is told why (409), and nothing sent with the move is kept', async () => {
    const r = await a.post('/api/form_low_cost', { ...validLowCost(), service: 'vaccination', analizeAi: false })
    expect(r.status).toBe(201)
    const id = r.json._id as string
    const slots = (await a.get('/api/clinics/pleasanton/slots?service=vaccination&days=3')).json.content.slots as Array<{ start: string }>
    const hold = await a.post('/api/bookings/holds', { clinic_id: 'pleasanton', service: 'vaccination', start: slots[0]!.start })
    expect(hold.status).toBe(201)
    const booked = await a.post('/api/bookings', {
      hold_id: hold.json.content.hold_id,
      hold_secret: hold.json.content.hold_secret,
      owner_name: 'Cy Owner',
      email: OWNER_EMAIL,
      phone: OWNER_PHONE,
      pet_name: 'Luna',
      species: 'cat',
      lead_id: id,
    })
    expect(booked.status).toBe(201)
    const net = await staffSession(a, 'demo@petlead.test')
    const moved = await a.patch(`${W}/leads/${id}`, { clinic_id: 'willow-park', note: 'Closer to her work' }, net)
    expect(moved.status).toBe(409)
    expect(moved.json.content).toEqual({ clinic_id: 'This lead has a visit booked at its clinic: the owner moves or cancels it first' })
    expect(await clinicOf(id)).toBe('pleasanton')
    const page = (await a.get(`${W}/leads/${id}`, await staffSession(a, 'front@pleasanton.test'))).json.content
    expect(page.status).toBe('booked')
    expect(JSON.stringify(page)).not.toContain('Closer to her work')
    expect((await a.get(`${W}/leads/${id}`, await staffSession(a, 'owner@willow-park.test'))).status).toBe(404)
  })
})
