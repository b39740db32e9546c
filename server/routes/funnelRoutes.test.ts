import { describe, expect, it } from 'vitest'
import type { FunnelBatch } from '../../src/schemas/funnel'
import { buildDocument } from '../openapi/buildDocument'
import { makeTestApp } from '../testing/testApp'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'
import type { TestDb } from '../testing/withTestDb'
import type { testClock } from '../testing/testClock'
import { PUBLIC_CALLS } from './publicFamilies'

/**
 * The funnel's beacon, through the whole app: a batch is added to its day's counters per key (in
 * the clinic's zone); a bad batch, an unknown or inactive clinic, a website the clinic does not
 * allow and a caller or clinic over its budget are refused with a 4xx and count nothing; nothing
 * of the caller is kept (no address in the limits' table, no body in the log).
 */
let t: TestDb
let a: ReturnType<typeof makeTestApp>
let clock: ReturnType<typeof testClock>
// 05:00 UTC on Tuesday 3 March 2026 is still Monday 2 March, 21:00, in California.
const NOW = new Date('2026-03-03T05:00:00Z')
withDemoWorkspace((w) => ({ t, a, clock } = w), { ids: ['willow'], now: NOW })

type Sender = Pick<ReturnType<typeof makeTestApp>, 'call'>
const beacon = (batch: unknown, o: { app?: Sender; remote?: string; type?: string; origin?: string } = {}) =>
  (o.app ?? a).call('POST', '/api/funnel', {
    body: typeof batch === 'string' ? batch : JSON.stringify(batch),
    headers: { 'content-type': o.type ?? 'text/plain;charset=UTF-8', ...(o.origin ? { origin: o.origin } : {}) },
    remote: o.remote,
  })

const willow = (events: FunnelBatch['events'], source = 'google'): FunnelBatch => ({
  clinic: 'willow',
  form: 'clinic-health',
  source,
  events,
})

interface Counter {
  day: string
  clinic_id: string
  form: string
  source: string
  kind: string
  step: number
  field: string
  count: number
}
const counters = async () =>
  (
    await t.db.query<Counter>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, clinic_id, form, source, kind, step, field, count::int AS count FROM funnel_counts
       ORDER BY clinic_id, day, form, source, kind, step, field`,
    )
  ).map((r) => ({ ...r }))

describe('POST /funnel', () => {
  it("adds a batch to its day's counters, one row per key, in the clinic's zone; a second batch adds to the same rows", async () => {
    const first = await beacon(
      willow([
        { kind: 'view' },
        { kind: 'start' },
        { kind: 'step', step: 1 },
        { kind: 'step', step: 2 },
        { kind: 'step', step: 2 },
        { kind: 'error', field: 'pet_name' },
        { kind: 'error', field: 'pet_name' },
        // A step number on a kind without one is not a key of its own.
        { kind: 'submit', step: 3 },
      ]),
    )
    expect(first.status).toBe(204)
    expect(first.text).toBe('')
    expect((await beacon(willow([{ kind: 'view' }, { kind: 'step', step: 2 }]), { type: 'application/json' })).status).toBe(204)
    const row = (kind: string, step = 0, field = '') => ({
      day: '2026-03-02',
      clinic_id: 'willow',
      form: 'clinic-health',
      source: 'google',
      kind,
      step,
      field,
    })
    expect(await counters()).toEqual([
      { ...row('error', 0, 'pet_name'), count: 2 },
      { ...row('start'), count: 1 },
      { ...row('step', 1), count: 1 },
      { ...row('step', 2), count: 3 },
      { ...row('submit'), count: 1 },
      { ...row('view'), count: 2 },
    ])
    const metrics = await a.deps.metrics.registry.getSingleMetricAsString('petlead_funnel_events_total')
    expect(metrics).toContain('petlead_funnel_events_total{kind="view"} 2')
    expect(metrics).toContain('petlead_funnel_events_total{kind="step"} 4')
  })

  it("counts the network's own widgets under clinic '' in the network's zone, and a source in lower case", async () => {
    expect((await beacon({ clinic: null, form: 'service-request', source: 'Google', events: [{ kind: 'step', step: 6 }] })).status).toBe(
      204,
    )
    expect(await counters()).toEqual([
      { day: '2026-03-02', clinic_id: '', form: 'service-request', source: 'google', kind: 'step', step: 6, field: '', count: 1 },
    ])
  })

  it('refuses a bad batch with a 4xx naming the problem and counts none of it', async () => {
    const tooMany = Array.from({ length: 51 }, () => ({ kind: 'view' }))
    const bad: Array<[string, unknown, number, string?]> = [
      ['not JSON', '{"clinic":', 400],
      ['not an object', '[]', 400],
      ['an unknown kind', willow([{ kind: 'view' }, { kind: 'hover' } as never]), 400],
      ['too many events', { ...willow([]), events: tooMany }, 400],
      ['no events', willow([]), 400],
      ['a step event without its step', willow([{ kind: 'view' }, { kind: 'step' }]), 400],
      ['an error event without its field', willow([{ kind: 'error' }]), 400],
      ['a field that is a value', willow([{ kind: 'error', field: 'ann@example.com' }]), 400],
      ['a key the schema does not know', { ...willow([{ kind: 'view' }]), email: 'ann@example.com' }, 400],
      ['an unknown widget', { ...willow([{ kind: 'view' }]), form: 'booking' }, 400],
      ['a NUL in the source', willow([{ kind: 'view' }], 'goo\u0000gle'), 400],
      ['a form post', willow([{ kind: 'view' }]), 415, 'application/x-www-form-urlencoded'],
      ['a body over 8 KB', { ...willow([{ kind: 'view' }]), source: 'x'.repeat(9000) }, 413],
    ]
    for (const [name, body, status, type] of bad) {
      const r = await beacon(body, { type })
      expect(r.status, name).toBe(status)
      expect(r.json.success, name).toBe(false)
    }
    expect((await beacon(willow([{ kind: 'step' }]))).json.content).toEqual({ 'events.0.step': 'a step event names its step, from 1' })
    expect(await counters()).toEqual([])
    expect(await a.deps.metrics.registry.getSingleMetricAsString('petlead_funnel_beacons_refused_total')).toMatch(
      /reason="invalid"} 1[0-9]/,
    )
  })

  it('refuses an unknown or inactive clinic with 404 and a website the clinic does not allow with 403, counting nothing', async () => {
    expect((await beacon({ ...willow([{ kind: 'view' }]), clinic: 'nowhere' })).status).toBe(404)
    expect((await beacon({ ...willow([{ kind: 'view' }]), clinic: 'Not an id!' })).status).toBe(404)
    await t.db.query("UPDATE clinics SET active = false WHERE id = 'acacia'")
    expect((await beacon({ ...willow([{ kind: 'view' }]), clinic: 'acacia' })).status).toBe(404)
    await t.db.query(`UPDATE clinics SET allowed_websites = '["https://willow.example.org"]' WHERE id = 'willow'`)
    const stranger = await beacon(willow([{ kind: 'view' }]), { origin: 'https://copycat.example.com' })
    expect(stranger.status).toBe(403)
    expect(await counters()).toEqual([])
    // The clinic's own website, and this server's own pages, are counted.
    expect((await beacon(willow([{ kind: 'view' }]), { origin: 'https://willow.example.org' })).status).toBe(204)
    expect((await beacon(willow([{ kind: 'view' }]), { origin: 'http://demo.test' })).status).toBe(204)
    expect((await counters()).map((c) => c.count)).toEqual([2])
  })

  it('reads a clinic at most every 10 seconds: a clinic paused is refused once that time has passed', async () => {
    expect((await beacon(willow([{ kind: 'view' }]))).status).toBe(204)
    await t.db.query("UPDATE clinics SET active = false WHERE id = 'willow'")
    clock.advance(9_000)
    expect((await beacon(willow([{ kind: 'view' }]))).status).toBe(204)
    clock.advance(1_000)
    expect((await beacon(willow([{ kind: 'view' }]))).status).toBe(404)
    expect((await counters()).map((c) => c.count)).toEqual([2])
  })

  it('limits beacons per caller: one over answers 429 with Retry-After and counts nothing; another caller goes on; the window ends', async () => {
    const limited = makeTestApp(t.db, t.dataDir, { clock, config: { funnelCallerLimit: 3, trustProxy: 0 } })
    const send = (remote: string) => beacon(willow([{ kind: 'view' }]), { app: limited, remote })
    for (let i = 0; i < 3; i++) expect((await send('203.0.113.7')).status).toBe(204)
    const over = await send('203.0.113.7')
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await send('203.0.113.8')).status).toBe(204)
    expect((await counters())[0]!.count).toBe(4)
    clock.advance(10 * 60_000)
    expect((await send('203.0.113.7')).status).toBe(204)
    expect((await counters())[0]!.count).toBe(5)
    // The limits' table holds a keyed hash of the caller, never its address.
    const keys = (await t.db.query<{ key: string }>('SELECT key FROM rate_limits')).map((r) => r.key)
    expect(keys.some((k) => k.startsWith('funnelPerCaller:'))).toBe(true)
    expect(keys.filter((k) => k.includes('203.0.113'))).toEqual([])
  })

  it("limits beacons per clinic, whoever sends them; another clinic and the network's widgets have budgets of their own", async () => {
    const limited = makeTestApp(t.db, t.dataDir, { clock, config: { funnelClinicLimit: 2, trustProxy: 0 } })
    const send = (clinic: string | null, remote: string) =>
      beacon({ clinic, form: clinic ? 'clinic-dental' : 'dental', source: 'direct', events: [{ kind: 'view' }] }, { app: limited, remote })
    expect((await send('willow', '198.51.100.1')).status).toBe(204)
    expect((await send('willow', '198.51.100.2')).status).toBe(204)
    expect((await send('willow', '198.51.100.3')).status).toBe(429)
    expect((await send('pleasanton', '198.51.100.3')).status).toBe(204)
    expect((await send(null, '198.51.100.3')).status).toBe(204)
    expect((await counters()).map((c) => [c.clinic_id, c.count])).toEqual([
      ['', 1],
      ['pleasanton', 1],
      ['willow', 2],
    ])
    expect(await limited.deps.metrics.registry.getSingleMetricAsString('petlead_refusals_total')).toContain('rule="funnel_clinic"} 1')
  })

  it("is not one of the public writes' per-address limit, so an owner's beacons leave their lead's writes alone", async () => {
    const tight = makeTestApp(t.db, t.dataDir, { clock, config: { writeLimitPerIp: 1, trustProxy: 0 } })
    for (let i = 0; i < 3; i++) expect((await beacon(willow([{ kind: 'view' }]), { app: tight, remote: '192.0.2.9' })).status).toBe(204)
  })

  it('logs the request without its body', async () => {
    const logs: string[] = []
    const app = makeTestApp(t.db, t.dataDir, { clock, log: (l) => logs.push(l) })
    expect((await beacon(willow([{ kind: 'error', field: 'secret_field_name' }], 'campaign-xyz'), { app })).status).toBe(204)
    expect(logs.some((l) => l.includes('/funnel'))).toBe(true)
    expect(logs.filter((l) => l.includes('secret_field_name') || l.includes('campaign-xyz'))).toEqual([])
  })

  it('is in the OpenAPI document, with the text/plain body a beacon sends', () => {
    const op = (buildDocument('/api', PUBLIC_CALLS).paths as Record<string, Record<string, { requestBody: { content: object } }>>)[
      '/funnel'
    ]!.post!
    expect(Object.keys(op.requestBody.content).sort()).toEqual(['application/json', 'text/plain'])
  })
})
