import { beforeEach, describe, expect, it } from 'vitest'
import { runDueClaimChecks } from '../jobs/runDueClaimChecks'
import { validLowCost } from '../testing/payloads'
import { staffSession } from '../testing/demoWorkspace'
import type { TestDb } from '../testing/withTestDb'
import { OFFICE_HOURS, withDemoWorkspace, type DemoWorkspace } from '../testing/withDemoWorkspace'
import { serverText } from '../text/serverText'

const W = '/api/workspace'
const MIN = 60_000
const OWNER = 'cy@example.com'

let t: TestDb
let a: DemoWorkspace['a']
let clock: DemoWorkspace['clock']
withDemoWorkspace((w) => ({ t, a, clock } = w), { now: OFFICE_HOURS, config: { claimTargetMinutes: 5, rerouteAfterMinutes: 30 } })
beforeEach(async () => {
  await t.db.query("UPDATE users SET name = 'Ana' WHERE email = 'front@pleasanton.test'")
})

/** A dental-care request from ZIP 94588: routed to Pleasanton, with Willow Park the next partner in range offering it. */
async function submit(): Promise<string> {
  const r = await a.post('/api/form_low_cost', { ...validLowCost(), service: 'dental_care', analizeAi: false })
  expect(r.status).toBe(201)
  const id = r.json._id as string
  expect(await clinicOf(id)).toBe('pleasanton')
  return id
}
const clinicOf = async (id: string) =>
  (await t.db.query<{ c: string | null }>('SELECT lead_clinic_id AS c FROM submissions WHERE id = $1', [id]))[0]!.c
const alerts = async () =>
  (await t.db.query<{ to_addr: string }>("SELECT to_addr FROM outbox WHERE subject LIKE 'Unclaimed lead:%' ORDER BY to_addr")).map(
    (r) => r.to_addr,
  )
const ownerTold = async () =>
  t.db.query<{ subject: string; text_body: string }>('SELECT subject, text_body FROM outbox WHERE to_addr = $1 AND subject = $2', [
    OWNER,
    serverText('en').reroutedMail.subject('Luna'),
  ])
const timeline = async (id: string) =>
  await t.db.query<{ type: string; reason: string | null; note: string | null }>(
    'SELECT type, reason, note FROM lead_events WHERE submission_id = $1 ORDER BY seq',
    [id],
  )
/** Moves the clock to `minutes` after the lead arrived and runs every check due then. */
const at = async (start: number, minutes: number) => {
  clock.set(new Date(start + minutes * MIN))
  return runDueClaimChecks(a.deps, 50)
}

describe('claiming a lead', () => {
  it('an unclaimed lead is escalated at its target and re-routed at its re-route time to the next open partner, the owner told once', async () => {
    await t.db.query(
      `INSERT INTO webhook_endpoints (id, clinic_id, url, events, secret, created_at, updated_at)
      VALUES ($1, 'pleasanton', 'https://hooks.example.com/in', ARRAY['lead.rerouted', 'lead.claimed'], 'whsec_AAAA', $2, $2)`,
      [crypto.randomUUID(), a.clock.now()],
    )
    const start = a.clock.now().getTime()
    const id = await submit()
    // Not before the target: nothing is due, nobody alerted.
    expect(await at(start, 4.9)).toBe(0)
    expect(await alerts()).toEqual([])
    // At the target: every staff member and the owner of the clinic, once; the timeline says why.
    expect(await at(start, 5)).toBe(1)
    expect(await alerts()).toEqual(['front@pleasanton.test', 'owner@pleasanton.test'])
    expect((await timeline(id)).filter((e) => e.type === 'escalated')).toEqual([
      {
        type: 'escalated',
        reason: 'Nobody has said "I\'ll call" within 5 minutes of open time.',
        note: 'front@pleasanton.test, owner@pleasanton.test',
      },
    ])
    expect(await at(start, 29.9)).toBe(0)
    expect(await clinicOf(id)).toBe('pleasanton')
    // At the re-route time: the next partner in range that offers dental care and is open.
    expect(await at(start, 30)).toBe(1)
    expect(await clinicOf(id)).toBe('willow-park')
    const left = (await timeline(id)).find((e) => e.type === 'rerouted')
    expect(left).toEqual({
      type: 'rerouted',
      reason: 'Unclaimed at Pleasanton Pet Care after 30 minutes of open time',
      note: expect.stringContaining('→'),
    })
    // The first clinic keeps only its read-only trace (server/workspace/movedAway.test.ts); its webhook heard it leave. The new clinic has it, and is told.
    expect((await a.get(`${W}/leads/${id}`, await staffSession(a, 'owner@pleasanton.test'))).json.content.moved.to).toBe(
      'Willow Park Animal Hospital',
    )
    const page = await a.get(`${W}/leads/${id}`, await staffSession(a, 'owner@willow-park.test'))
    expect(page.status).toBe(200)
    expect(page.json.content).toMatchObject({ routing: { clinic_id: 'willow-park', rule: 'rerouted' }, claimed_by: null })
    expect((await t.db.query('SELECT id FROM outbox WHERE to_addr = $1', ['leads@willowpark.example.org'])).length).toBe(1)
    const hooks = await t.db.query<{ payload: string }>('SELECT payload FROM webhook_deliveries')
    expect(hooks.map((h) => JSON.parse(h.payload).type)).toEqual(['lead.rerouted'])
    // The owner is told who calls now, in their language, once: whatever runs later.
    const told = await ownerTold()
    expect(told).toHaveLength(1)
    expect(told[0]!.text_body).toContain('Willow Park')
    expect(told[0]!.text_body).toContain('(925)')
    await at(start, 24 * 60)
    expect(await ownerTold()).toHaveLength(1)
    // Willow Park got its own checks from the moment it took over; with no other open partner offering dental care, it keeps the lead.
    expect(await clinicOf(id)).toBe('willow-park')
    expect(await alerts()).toEqual(['front@pleasanton.test', 'owner@pleasanton.test', 'owner@willow-park.test'])
    const outcomes = await t.db.query<{ clinic_id: string; step: string; outcome: string }>(
      'SELECT clinic_id, step, outcome FROM claim_checks WHERE submission_id = $1 ORDER BY run_at',
      [id],
    )
    expect(outcomes).toEqual([
      { clinic_id: 'pleasanton', step: 'escalate', outcome: 'escalated' },
      { clinic_id: 'pleasanton', step: 'reroute', outcome: 'rerouted' },
      { clinic_id: 'willow-park', step: 'escalate', outcome: 'escalated' },
      { clinic_id: 'willow-park', step: 'reroute', outcome: 'no open partner in range' },
    ])
  })

  it('a claimed lead gets no escalation and stays; the inbox shows who has it', async () => {
    await t.db.query(
      `INSERT INTO webhook_endpoints (id, clinic_id, url, events, secret, created_at, updated_at)
      VALUES ($1, 'pleasanton', 'https://hooks.example.com/in', ARRAY['lead.claimed'], 'whsec_AAAA', $2, $2)`,
      [crypto.randomUUID(), a.clock.now()],
    )
    const start = a.clock.now().getTime()
    const id = await submit()
    clock.advance(2 * MIN)
    const ana = await staffSession(a, 'front@pleasanton.test')
    const claimed = await a.post(`${W}/leads/${id}/claim`, {}, ana)
    expect(claimed.status).toBe(200)
    expect(claimed.json.content.claimed_by).toMatchObject({ name: 'Ana' })
    expect(claimed.json.content.claimed_at).toBe(new Date(start + 2 * MIN).toISOString())
    // Someone else at the clinic: told who has it; Ana again: still hers.
    const other = await a.post(`${W}/leads/${id}/claim`, {}, await staffSession(a, 'owner@pleasanton.test'))
    expect(other.status).toBe(409)
    expect(other.json.content._).toBe('Ana has it already')
    expect((await a.post(`${W}/leads/${id}/claim`, {}, ana)).status).toBe(200)
    const inbox = await a.get(`${W}/leads`, ana)
    expect(inbox.json.content.items.find((i: { id: string }) => i.id === id).claimed_by).toMatchObject({ name: 'Ana' })
    expect(await at(start, 24 * 60)).toBe(2)
    expect(await alerts()).toEqual([])
    expect(await clinicOf(id)).toBe('pleasanton')
    expect(await ownerTold()).toEqual([])
    expect((await timeline(id)).map((e) => e.type)).not.toContain('escalated')
    const hooks = await t.db.query<{ payload: string }>('SELECT payload FROM webhook_deliveries')
    expect(hooks.map((h) => JSON.parse(h.payload))).toEqual([
      expect.objectContaining({
        type: 'lead.claimed',
        data: { lead: expect.objectContaining({ id, claimed_by: expect.objectContaining({ name: 'Ana' }) }) },
      }),
    ])
  })

  it('setting a contact status claims the lead for whoever did it', async () => {
    const start = a.clock.now().getTime()
    const id = await submit()
    const r = await a.patch(`${W}/leads/${id}`, { status: 'contacted' }, await staffSession(a, 'owner@pleasanton.test'))
    expect(r.json.content.claimed_by).toMatchObject({ name: 'owner@pleasanton.test' })
    await at(start, 24 * 60)
    expect(await alerts()).toEqual([])
    expect(await clinicOf(id)).toBe('pleasanton')
  })

  it('a clinic outside the network is never re-routed, and uses its own target', async () => {
    const owner = await staffSession(a, 'owner@pleasanton.test')
    const saved = await a.call('PUT', `${W}/first-contact`, { json: { reroute: false, targetMinutes: 1 }, headers: owner })
    expect(saved.status).toBe(200)
    expect(saved.json.content).toMatchObject({ reroute: false, targetMinutes: 1, defaults: { targetMinutes: 5, rerouteAfterMinutes: 30 } })
    // Staff cannot change it; nonsense is refused by field.
    expect(
      (await a.call('PUT', `${W}/first-contact`, { json: { reroute: true }, headers: await staffSession(a, 'front@pleasanton.test') }))
        .status,
    ).toBe(403)
    expect((await a.call('PUT', `${W}/first-contact`, { json: { targetMinutes: -1 }, headers: owner })).json.content).toHaveProperty(
      'targetMinutes',
    )
    const start = a.clock.now().getTime()
    const id = await submit()
    expect(await at(start, 1)).toBe(1)
    expect(await alerts()).toEqual(['front@pleasanton.test', 'owner@pleasanton.test'])
    await at(start, 7 * 24 * 60)
    expect(await clinicOf(id)).toBe('pleasanton')
    expect(await ownerTold()).toEqual([])
    expect((await timeline(id)).map((e) => e.type)).not.toContain('rerouted')
  })

  it('another clinic cannot claim (404, as for an unknown lead), and nothing changes', async () => {
    const id = await submit()
    const r = await a.post(`${W}/leads/${id}/claim`, {}, await staffSession(a, 'owner@willow.test'))
    expect(r.status).toBe(404)
    expect((await a.post(`${W}/leads/${crypto.randomUUID()}/claim`, {}, await staffSession(a, 'owner@willow.test'))).status).toBe(404)
    expect((await t.db.query('SELECT claimed_by FROM submissions WHERE id = $1', [id]))[0]).toEqual({ claimed_by: null })
  })
})

describe('speed to lead, measured', () => {
  it('a clinic sees p50 and p90 to acknowledgement, claim and first contact by week and hour; the network sees who misses the target', async () => {
    const start = a.clock.now().getTime()
    const [first, second, third] = [await submit(), await submit(), await submit()]
    const ana = await staffSession(a, 'front@pleasanton.test')
    clock.set(new Date(start + 2 * MIN))
    expect((await a.post(`${W}/leads/${first}/claim`, {}, ana)).status).toBe(200)
    clock.set(new Date(start + 4 * MIN))
    expect((await a.patch(`${W}/leads/${first}`, { status: 'contacted' }, ana)).status).toBe(200)
    expect(await at(start, 5)).toBe(3)
    clock.set(new Date(start + 10 * MIN))
    expect((await a.post(`${W}/leads/${second}/claim`, {}, ana)).status).toBe(200)
    expect(third).toBeTruthy()
    // The first lead's acknowledgement left 30 s after it arrived (as the mail sender stamps it).
    await t.db.query("UPDATE submissions SET acknowledged_at = created_at + interval '30 seconds' WHERE id = $1", [first])

    const mine = (await a.get(`${W}/performance`, ana)).json.content
    expect(mine).toMatchObject({ scope: 'clinic', time_zone: 'America/Los_Angeles', target_minutes: 5 })
    const expected = {
      leads: 3,
      acknowledged: { p50: 0.5, p90: 0.5, n: 1 },
      claimed: { p50: 6, p90: 9.2, n: 2 },
      contacted: { p50: 4, p90: 4, n: 1 },
    }
    // 2026-03-02 18:00 UTC is a Monday, 10:00 in the morning in California.
    expect(mine.by_week).toEqual([{ key: '2026-03-02', ...expected }])
    expect(mine.by_hour).toEqual([{ key: 10, ...expected }])

    const network = (await a.get(`${W}/performance`, await staffSession(a, 'demo@petlead.test'))).json.content
    expect(network.scope).toBe('network')
    expect(network.clinics[0]).toMatchObject({
      clinic_id: 'pleasanton',
      leads: 3,
      checked: 3,
      missed: 2,
      missed_share: 0.667,
      misses_target: true,
      target_minutes: 5,
    })
    expect(
      network.clinics.filter((c: { misses_target: boolean }) => c.misses_target).map((c: { clinic_id: string }) => c.clinic_id),
    ).toEqual(['pleasanton'])
  })
})
