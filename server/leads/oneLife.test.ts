import { describe, expect, it } from 'vitest'
import { runDueClaimChecks } from '../jobs/runDueClaimChecks'
import { staffSession } from '../testing/demoWorkspace'
import { validLowCost, validPet } from '../testing/payloads'
import type { TestDb } from '../testing/withTestDb'
import { OFFICE_HOURS, withDemoWorkspace, type DemoWorkspace } from '../testing/withDemoWorkspace'

/**
 * One lead, one life, through the API and the workers on a real database: a clinic's own lead
 * never goes to a competitor, an emergency is alerted sooner and again until someone takes it,
 * and every alert carries what a receptionist needs to call.
 */
const W = '/api/workspace'
const MIN = 60_000
const MALE_CAT_BLOCKED = 'i need help with urinary problems. My male cat keeps going to the litter box and nothing comes out, crying'

let t: TestDb
let a: DemoWorkspace['a']
let clock: DemoWorkspace['clock']
withDemoWorkspace((w) => ({ t, a, clock } = w), {
  now: OFFICE_HOURS,
  config: { claimTargetMinutes: 5, rerouteAfterMinutes: 30, emergencyTargetMinutes: 1 },
})

/** A health lead: from Pleasanton's own form (with its captcha) when `own`, else routed by ZIP 94588 (to Pleasanton). */
async function submit(own: boolean, extra: Record<string, unknown> = {}): Promise<string> {
  const body = { ...validPet(), ...(own ? { clinic_id: 'pleasanton' } : {}), ...extra }
  const r = await a.post('/api/pet', body, own ? { 'x-captcha': await a.captcha() } : {})
  expect(r.status).toBe(201)
  return r.json.content._id as string
}
const at = async (start: number, minutes: number) => {
  clock.set(new Date(start + minutes * MIN))
  return runDueClaimChecks(a.deps, 50)
}
const clinicOf = async (id: string) =>
  (await t.db.query<{ c: string | null }>('SELECT lead_clinic_id AS c FROM submissions WHERE id = $1', [id]))[0]!.c
const escalations = async (id: string) =>
  (
    await t.db.query<{ reason: string }>("SELECT reason FROM lead_events WHERE submission_id = $1 AND type = 'escalated' ORDER BY seq", [
      id,
    ])
  ).map((e) => e.reason)
const unclaimedMail = async () =>
  t.db.query<{ to_addr: string; subject: string; text_body: string }>(
    "SELECT to_addr, subject, text_body FROM outbox WHERE subject LIKE 'Unclaimed%' ORDER BY created_at, to_addr",
  )

describe("a clinic's own lead", () => {
  it('nobody claims it: it escalates inside the clinic, its owners alerted on every channel, and it never goes to another clinic', async () => {
    const start = a.clock.now().getTime()
    const own = await submit(true)
    await at(start, 30)
    // It stays; the clinic's owners are told why (a network lead moves on here: claimLife.test.ts).
    expect(await clinicOf(own)).toBe('pleasanton')
    expect((await escalations(own)).at(-1)).toContain('stays with the clinic')
    await at(start, 24 * 60)
    expect(await clinicOf(own)).toBe('pleasanton')
    // Its owner is never told that another clinic will call.
    const told = await t.db.query("SELECT id FROM outbox WHERE to_addr = 'ann@example.com' AND subject LIKE '%new clinic%'")
    expect(told).toHaveLength(0)
    // Pleasanton's staff still read it.
    expect((await a.get(`${W}/leads/${own}`, await staffSession(a, 'front@pleasanton.test'))).status).toBe(200)
  })
})

describe('an emergency', () => {
  it('is alerted again after 1 minute, not 5, and every minute until someone claims it; each alert names the pet, the sign and the phone', async () => {
    const start = a.clock.now().getTime()
    const id = await submit(false, { pet_name: 'Tom', pet_type: 'cat', gender: 'male', additional_info: MALE_CAT_BLOCKED })
    expect((await t.db.query<{ urgency: string }>('SELECT urgency FROM submissions WHERE id = $1', [id]))[0]!.urgency).toBe('emergency')
    expect(await at(start, 0.9)).toBe(0)
    expect(await at(start, 1)).toBe(1)
    const first = await unclaimedMail()
    expect(first.length).toBeGreaterThan(0)
    expect(first[0]!.subject).toBe('Unclaimed emergency: Tom, Ann Owner')
    expect(first[0]!.text_body).toContain('Call the owner: (555) 123-4567')
    expect(first[0]!.text_body).toMatch(/litter box|nothing comes out/)
    expect(await at(start, 2)).toBe(1)
    expect(await escalations(id)).toHaveLength(2)
    // Claimed: no alert after that.
    const ana = await staffSession(a, 'front@pleasanton.test')
    expect((await a.post(`${W}/leads/${id}/claim`, {}, ana)).status).toBe(200)
    await at(start, 3)
    await at(start, 60)
    expect(await escalations(id)).toHaveLength(2)
    expect(await clinicOf(id)).toBe('pleasanton')
  })

  it('waits no longer than a routine lead at any point: it is alerted again before the routine lead is', async () => {
    const start = a.clock.now().getTime()
    const routine = await submit(false)
    const emergency = await submit(false, { pet_type: 'cat', gender: 'male', additional_info: MALE_CAT_BLOCKED })
    await at(start, 1)
    expect(await escalations(emergency)).toHaveLength(1)
    expect(await escalations(routine)).toHaveLength(0)
    await at(start, 5)
    expect((await escalations(emergency)).length).toBeGreaterThan((await escalations(routine)).length)
  })
})

describe('visits booked, counted once', () => {
  it("the Leads page and Performance agree on visits booked, through a lead's booking, a visit with no lead, and a cancellation", async () => {
    const front = await staffSession(a, 'front@pleasanton.test')
    const counts = async () => ({
      leadsPage: (await a.get(`${W}/stats`, front)).json.content.booked_this_week,
      performance: (await a.get(`${W}/performance`, front)).json.content.bookings.booked,
    })
    const lead = (
      await a.post('/api/form_low_cost', { ...validLowCost(), service: 'vaccination', analizeAi: false, email: 'cy@example.com' })
    ).json._id as string
    const book = async (email: string, lead_id?: string) => {
      const slots = (await a.get('/api/clinics/pleasanton/slots?service=vaccination&days=7')).json.content.slots as Array<{ start: string }>
      const h = (await a.post('/api/bookings/holds', { clinic_id: 'pleasanton', service: 'vaccination', start: slots[0]!.start })).json
        .content
      const b = await a.post('/api/bookings', {
        hold_id: h.hold_id,
        hold_secret: h.hold_secret,
        owner_name: 'Cy Owner',
        email,
        phone: '5551234567',
        pet_name: 'Luna',
        species: 'cat',
        ...(lead_id ? { lead_id } : {}),
      })
      expect(b.status).toBe(201)
    }
    await book('cy@example.com', lead)
    await book('walk-in@example.com')
    expect(await counts()).toEqual({ leadsPage: 2, performance: 2 })
    const mail = await t.db.query<{ text_body: string }>(
      "SELECT text_body FROM outbox WHERE to_addr = 'cy@example.com' AND text_body LIKE '%#token=%'",
    )
    const token = decodeURIComponent(/\/booking#token=(\S+)/.exec(mail[0]!.text_body)![1]!)
    expect((await a.post('/api/bookings/cancel', { token })).status).toBe(200)
    expect(await counts()).toEqual({ leadsPage: 1, performance: 1 })
  })
})

describe("the owner's language on the lead", () => {
  it('is on the lead page staff read, so they know to write and call in Spanish', async () => {
    const r = await a.post('/api/pet', validPet(), { 'accept-language': 'es-MX,es;q=0.9' })
    expect(r.status).toBe(201)
    const page = await a.get(`${W}/leads/${r.json.content._id}`, await staffSession(a, 'front@pleasanton.test'))
    expect(page.json.content.lang).toBe('es')
    const english = await a.post('/api/pet', validPet())
    expect((await a.get(`${W}/leads/${english.json.content._id}`, await staffSession(a, 'front@pleasanton.test'))).json.content.lang).toBe(
      'en',
    )
  })
})
