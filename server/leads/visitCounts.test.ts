import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cancelVisit, moveVisit } from '../booking/changeVisit'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { bookingsForClinic } from '../db/bookingsRepo'
import { DEMO_USER } from '../db/demoUser'
import { leadsForScope } from '../db/leadsRepo'
import { webhooksForClinic } from '../db/webhooksRepo'
import { HttpError } from '../http/respond'
import { staffSession } from '../testing/demoWorkspace'
import { parseCsv } from '../testing/parseCsv'
import { validLowCost } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'

/**
 * "Visits booked" is one number wherever a clinic reads it: after any sequence of visits booked,
 * moved, cancelled and booked again by owners of a few leads at two clinics, the Leads page's
 * figure, Performance's, the leads the CSV export marks booked and the visits the clinic's webhooks
 * say are on (each lead's latest booking event: created or rescheduled, not cancelled) agree, per
 * clinic and across the network. Bookings go through the public booking calls (and so bookLead),
 * moves and cancellations through changeVisit, as the workspace's Calendar calls them.
 */
const W = '/api/workspace'
const MIN = 60_000
const DAY = 86_400_000
// Tuesday 24 November 2026, 10:00 in California: both clinics take vaccinations in the days that follow.
const NOW = new Date('2026-11-24T18:00:00Z')
/** Where a lead is routed by its ZIP code: both clinics take bookings online. */
const ZIPS = { pleasanton: '94588', willow: '90755' } as const
type Clinic = keyof typeof ZIPS
const CLINICS = Object.keys(ZIPS) as Clinic[]
const BOOKING_EVENTS = ['booking.created', 'booking.rescheduled', 'booking.cancelled']

let t: TestDb
withTestDb((d) => {
  t = d
})

type Step = { kind: 'book' | 'move' | 'cancel'; lead: number; pick: number; slot: number }
const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('book', 'move', 'cancel'),
  lead: fc.nat(),
  pick: fc.nat(),
  slot: fc.nat({ max: 40 }),
})
const lifeArb = fc.record({
  leads: fc.array(fc.constantFrom(...CLINICS), { minLength: 1, maxLength: 3 }),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 7 }),
})

/** Runs one sequence on an emptied database and returns each reader's "visits booked", per clinic and in all. */
async function run(leadClinics: Clinic[], steps: Step[]) {
  await t.reset()
  const clock = testClock(NOW)
  const a = makeTestApp(t.db, t.dataDir, { clock })
  await seedDemoClinics(t.db, NOW)
  for (const c of CLINICS)
    await webhooksForClinic(t.db, c).create({
      url: `https://${c}.example.org/hook`,
      events: BOOKING_EVENTS,
      secret: 'whsec_test',
      now: NOW,
    })

  const leads: Array<{ id: string; clinic: Clinic; email: string }> = []
  for (const [i, clinic] of leadClinics.entries()) {
    const email = `owner${i}@example.com`
    const r = await a.post('/api/form_low_cost', {
      ...validLowCost(),
      zip_code: ZIPS[clinic],
      service: 'vaccination',
      analizeAi: false,
      email,
    })
    expect(r.status).toBe(201)
    const [row] = await t.db.query<{ c: string }>('SELECT lead_clinic_id AS c FROM submissions WHERE id = $1', [r.json._id])
    expect(row!.c).toBe(clinic)
    leads.push({ id: r.json._id as string, clinic, email })
  }

  const startOf = async (clinic: Clinic, slot: number) => {
    const slots = (await a.get(`/api/clinics/${clinic}/slots?service=vaccination&days=3`)).json.content.slots as Array<{ start: string }>
    expect(slots.length).toBeGreaterThan(0)
    return slots[slot % slots.length]!.start
  }
  for (const s of steps) {
    clock.advance(MIN)
    const lead = leads[s.lead % leads.length]!
    if (s.kind === 'book') {
      const h = await a.post('/api/bookings/holds', {
        clinic_id: lead.clinic,
        service: 'vaccination',
        start: await startOf(lead.clinic, s.slot),
      })
      if (h.status === 409) continue // its seats are taken: the owner picks another time, another step
      expect(h.status).toBe(201)
      const b = await a.post('/api/bookings', {
        hold_id: h.json.content.hold_id,
        hold_secret: h.json.content.hold_secret,
        owner_name: 'Ann Owner',
        email: lead.email,
        phone: '5551234567',
        pet_name: 'Luna',
        species: 'cat',
        lead_id: lead.id,
      })
      expect(b.status).toBe(201)
      continue
    }
    const live = await t.db.query<{ id: string }>(
      "SELECT id FROM bookings WHERE lead_id = $1 AND status = 'booked' ORDER BY created_at, id",
      [lead.id],
    )
    if (live.length === 0) continue
    const id = live[s.pick % live.length]!.id
    const start = s.kind === 'move' ? await startOf(lead.clinic, s.slot) : ''
    try {
      await t.db.transaction(async (tx) => {
        const b = (await bookingsForClinic(tx, lead.clinic).lock(id))!
        if (s.kind === 'cancel') await cancelVisit(tx, a.deps, b)
        else await moveVisit(tx, a.deps, b, start)
      })
    } catch (err) {
      // The time it would move to is taken: nothing changed.
      if (!(err instanceof HttpError && err.status === 409)) throw err
    }
  }

  const now = clock.now()
  const net = await staffSession(a, DEMO_USER.email)
  const figures = {
    leadsPage: {} as Record<string, number>,
    performance: {} as Record<string, number>,
    csv: {} as Record<string, number>,
    webhooks: {} as Record<string, number>,
  }
  for (const c of CLINICS) {
    figures.leadsPage[c] = (await leadsForScope(t.db, { kind: 'clinic', clinicId: c }).stats(now)).booked_this_week
    figures.csv[c] = 0
    figures.webhooks[c] = 0
  }
  const perf = await a.get(`${W}/performance`, net)
  expect(perf.status).toBe(200)
  for (const row of perf.json.content.clinics as Array<{ clinic_id: string; booked: number }>)
    if (row.clinic_id in ZIPS) figures.performance[row.clinic_id] = row.booked
    else expect(row.booked).toBe(0)
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  const csv = await a.get(`${W}/leads.csv?from=${day(now.getTime() - 6 * DAY)}&to=${day(now.getTime())}&tz=UTC`, net)
  expect(csv.status).toBe(200)
  const [header, ...rows] = parseCsv(csv.text.replace(/^\uFEFF/, ''))
  const [status, clinic] = [header!.indexOf('Status'), header!.indexOf('Clinic')]
  expect(rows).toHaveLength(leads.length)
  for (const r of rows) if (r[status] === 'booked') figures.csv[r[clinic]!]! += 1
  // Each lead's latest booking event, in the order its clinic's endpoint was told.
  const told = await t.db.query<{ clinic_id: string; submission_id: string; event_type: string }>(
    `SELECT DISTINCT ON (d.submission_id) e.clinic_id, d.submission_id, d.event_type
     FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
     WHERE d.event_type LIKE 'booking.%' AND d.submission_id IS NOT NULL ORDER BY d.submission_id, d.created_at DESC`,
  )
  for (const w of told) if (w.event_type !== 'booking.cancelled') figures.webhooks[w.clinic_id]! += 1
  const network = (await a.get(`${W}/stats`, net)).json.content.booked_this_week as number
  const cancelled = told.filter((w) => w.event_type === 'booking.cancelled').length
  return { figures, network, cancelled }
}

describe('visits booked, wherever a clinic reads them', () => {
  it('the Leads page, Performance, the CSV export and the webhooks agree after any booking, move, cancellation and rebooking', async () => {
    // How many runs ended with visits on, and with a lead whose visit was cancelled: the agreement is about something.
    const seen = { booked: 0, cancelled: 0 }
    await fc.assert(
      fc.asyncProperty(lifeArb, async ({ leads, steps }) => {
        const { figures, network, cancelled } = await run(leads, steps)
        for (const c of CLINICS) {
          const each = {
            leadsPage: figures.leadsPage[c],
            performance: figures.performance[c],
            csv: figures.csv[c],
            webhooks: figures.webhooks[c],
          }
          expect(each, c).toEqual({ leadsPage: each.webhooks, performance: each.webhooks, csv: each.webhooks, webhooks: each.webhooks })
        }
        expect(network).toBe(CLINICS.reduce((n, c) => n + figures.webhooks[c]!, 0))
        if (network > 0) seen.booked++
        if (cancelled > 0) seen.cancelled++
      }),
      { numRuns: 30 },
    )
    expect(seen.booked).toBeGreaterThan(0)
    expect(seen.cancelled).toBeGreaterThan(0)
  }, 300_000)
})
