import { describe, expect, it } from 'vitest'
import type { FunnelBatch } from '../../src/schemas/funnel'
import type { FunnelAnswer, FunnelRow } from '../../src/workspace/funnelTypes'
import { DEMO_USER } from '../db/demoUser'
import { staffSession } from '../testing/demoWorkspace'
import { validLowCost, validPet } from '../testing/payloads'
import type { makeTestApp } from '../testing/testApp'
import type { testClock } from '../testing/testClock'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'
import type { TestDb } from '../testing/withTestDb'

/**
 * The Funnel page's answer, through the API with the clock in the test's hand: a clinic's staff
 * see their clinic's widget counters and the leads at their clinic, by widget and source, and
 * nothing of another clinic or of the network's own widgets; the network team sees every clinic
 * and its own widgets, each row naming its clinic. Views, starts and submits come from the
 * counters; claimed, booked and visited from the leads; the period is the last N whole weeks and
 * this one, in the clinic's zone.
 */
let t: TestDb
let a: ReturnType<typeof makeTestApp>
let clock: ReturnType<typeof testClock>
// Tuesday 24 November 2026, 10:00 in California: this week began on Monday the 23rd.
const NOW = new Date('2026-11-24T18:00:00Z')
const DAY = 86_400_000
withDemoWorkspace((w) => ({ t, a, clock } = w), { ids: ['willow', 'pleasanton'], now: NOW })

async function beacon(batch: FunnelBatch): Promise<void> {
  const r = await a.call('POST', '/api/funnel', { body: JSON.stringify(batch), headers: { 'content-type': 'text/plain' } })
  expect(r.status).toBe(204)
}
const times = (n: number, e: FunnelBatch['events'][number]) => Array.from({ length: n }, () => e)

/**
 * A lead as the intake stores it with its widget and source (form and source are written as the
 * intake writes them), then set to `o`'s claim and status. Returns its id.
 */
async function lead(kind: 'willow' | 'pleasanton', form: string, source: string, o: { claimed?: boolean; status?: string } = {}) {
  const r =
    kind === 'willow'
      ? await a.post('/api/pet', { ...validPet(), clinic_id: 'willow' })
      : await a.post('/api/form_low_cost', { ...validLowCost(), service: 'vaccination', analizeAi: false })
  expect(r.status).toBe(201)
  const id = (r.json.content?._id ?? r.json._id) as string
  const [row] = await t.db.query<{ lead_clinic_id: string }>(
    `UPDATE submissions SET form = $2, source = $3, claimed_at = CASE WHEN $4 THEN created_at END, status = coalesce($5, status)
     WHERE id = $1 RETURNING lead_clinic_id`,
    [id, form, source, o.claimed ?? false, o.status ?? null],
  )
  expect(row!.lead_clinic_id).toBe(kind)
  return id
}

const funnel = async (email: string, query = '') => {
  const r = await a.call('GET', `/api/workspace/funnel${query}`, { headers: await staffSession(a, email) })
  return { status: r.status, answer: r.json.content as FunnelAnswer }
}
const row = (answer: FunnelAnswer, clinic: string | null, form: string, source: string) =>
  answer.rows.find((r) => r.clinic_id === clinic && r.form === form && r.source === source)
const counts = (r: FunnelRow | undefined) =>
  r && { views: r.views, starts: r.starts, submits: r.submits, claimed: r.claimed, booked: r.booked, visited: r.visited }

async function seed(): Promise<void> {
  // Nine weeks ago: outside an 8-week page, inside a 26-week one.
  clock.set(new Date(NOW.getTime() - 63 * DAY))
  await beacon({ clinic: 'willow', form: 'clinic-health', source: 'google', events: times(7, { kind: 'view' }) })
  clock.set(NOW)
  await beacon({
    clinic: 'willow',
    form: 'clinic-health',
    source: 'google',
    events: [...times(3, { kind: 'view' }), ...times(2, { kind: 'start' }), { kind: 'submit' }, { kind: 'error', field: 'pet_name' }],
  })
  await beacon({ clinic: 'willow', form: 'clinic-health', source: 'direct', events: [{ kind: 'view' }] })
  await beacon({
    clinic: 'pleasanton',
    form: 'clinic-dental',
    source: 'direct',
    events: [...times(5, { kind: 'view' }), { kind: 'error', field: 'email' }],
  })
  await beacon({
    clinic: null,
    form: 'service-request',
    source: 'google',
    events: [
      { kind: 'view' },
      { kind: 'start' },
      ...[1, 2, 3, 4, 5, 6].map((step) => ({ kind: 'step' as const, step })),
      { kind: 'step', step: 2 },
    ],
  })
  await lead('willow', 'clinic-health', 'google', { claimed: true, status: 'booked' })
  await lead('willow', 'clinic-health', 'google')
  await lead('pleasanton', 'service-request', 'google', { claimed: true })
  // The clinic marks a visit made: 'visited' counts as booked too.
  await lead('pleasanton', 'service-request', 'google', { claimed: true, status: 'visited' })
}

describe('GET /workspace/funnel', () => {
  it("gives a clinic's staff their clinic's widgets and leads only, by widget and source, over the last 8 weeks and this one", async () => {
    await seed()
    const { status, answer } = await funnel('owner@willow.test')
    expect(status).toBe(200)
    expect(answer).toMatchObject({ scope: 'clinic', weeks: 8, time_zone: 'America/Los_Angeles', from: '2026-09-28', to: '2026-11-24' })
    expect(answer.rows.map((r) => [r.clinic_id, r.form, r.source])).toEqual([
      ['willow', 'clinic-health', 'google'],
      ['willow', 'clinic-health', 'direct'],
    ])
    expect(counts(row(answer, 'willow', 'clinic-health', 'google'))).toEqual({
      views: 3,
      starts: 2,
      submits: 1,
      claimed: 1,
      booked: 1,
      visited: 0,
    })
    expect(row(answer, 'willow', 'clinic-health', 'google')!.clinic_name).toBeTruthy()
    expect(answer.errors).toEqual([{ form: 'clinic-health', field: 'pet_name', count: 1 }])
    // The wizard is the network's widget: always 15 steps, none reached at Willow.
    expect(answer.wizard_steps).toHaveLength(15)
    expect(answer.wizard_steps.every((s) => s.reached === 0)).toBe(true)
    expect(answer.by_week).toHaveLength(9)
    expect(answer.by_week[0]!.week).toBe('2026-09-28')
    expect(answer.by_week.at(-1)).toEqual({ week: '2026-11-23', views: 4, starts: 2, submits: 1, claimed: 1, booked: 1, visited: 0 })

    // Pleasanton's staff: its own widget, and the leads the network's wizard routed to it (their views are the network's).
    const p = (await funnel('owner@pleasanton.test')).answer
    expect(p.rows.every((r) => r.clinic_id === 'pleasanton')).toBe(true)
    expect(counts(row(p, 'pleasanton', 'service-request', 'google'))).toEqual({
      views: 0,
      starts: 0,
      submits: 0,
      claimed: 2,
      booked: 1,
      visited: 1,
    })
    expect(counts(row(p, 'pleasanton', 'clinic-dental', 'direct'))).toMatchObject({ views: 5 })
    expect(p.errors).toEqual([{ form: 'clinic-dental', field: 'email', count: 1 }])
  })

  it('gives the network team every clinic and its own widgets, each row naming its clinic, and the wizard steps reached', async () => {
    await seed()
    const { status, answer } = await funnel(DEMO_USER.email)
    expect(status).toBe(200)
    expect(answer.scope).toBe('network')
    expect(answer.rows[0]).toMatchObject({ clinic_id: 'pleasanton', form: 'clinic-dental', views: 5 })
    expect(counts(row(answer, null, 'service-request', 'google'))).toEqual({
      views: 1,
      starts: 1,
      submits: 0,
      claimed: 0,
      booked: 0,
      visited: 0,
    })
    expect(row(answer, null, 'service-request', 'google')!.clinic_name).toBeNull()
    expect(counts(row(answer, 'willow', 'clinic-health', 'google'))).toMatchObject({ views: 3, booked: 1 })
    expect(counts(row(answer, 'pleasanton', 'service-request', 'google'))).toMatchObject({ claimed: 2, booked: 1, visited: 1 })
    expect(answer.wizard_steps.slice(0, 7)).toEqual([
      { step: 1, reached: 1 },
      { step: 2, reached: 2 },
      { step: 3, reached: 1 },
      { step: 4, reached: 1 },
      { step: 5, reached: 1 },
      { step: 6, reached: 1 },
      { step: 7, reached: 0 },
    ])
    expect(answer.wizard_steps).toHaveLength(15)
    expect(answer.errors.map((e) => e.field).sort()).toEqual(['email', 'pet_name'])
  })

  it('takes weeks from 1 to 26 (8 when absent) and answers 400 for anything else', async () => {
    await seed()
    const one = (await funnel('owner@willow.test', '?weeks=1')).answer
    expect(one).toMatchObject({ weeks: 1, from: '2026-11-16', to: '2026-11-24' })
    expect(one.by_week.map((w) => w.week)).toEqual(['2026-11-16', '2026-11-23'])
    const long = (await funnel('owner@willow.test', '?weeks=26')).answer
    expect(long.by_week).toHaveLength(27)
    // Nine weeks ago's views are in a 26-week page and not in the default one.
    expect(row(long, 'willow', 'clinic-health', 'google')!.views).toBe(10)
    const session = await staffSession(a, 'owner@willow.test')
    for (const bad of ['0', '27', 'abc', '1.5', '-1', '', '1000']) {
      const r = await a.call('GET', `/api/workspace/funnel?weeks=${bad}`, { headers: session })
      expect(r.status, bad).toBe(400)
      expect(r.json.content).toHaveProperty('weeks')
    }
  })

  it('needs a session', async () => {
    expect((await a.get('/api/workspace/funnel')).status).toBe(401)
  })
})
