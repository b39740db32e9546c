import { describe, expect, it } from 'vitest'
import { validContact, validDental } from '../testing/payloads'
import { heldModel } from '../testing/heldModel'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { IN_FLIGHT_LEASE_MS } from './idempotency'

let t: TestDb
withTestDb((d) => {
  t = d
})

describe('Idempotency-Key in flight', () => {
  it('frees the key of a request whose process died within seconds, so the retry is stored', async () => {
    const clock = testClock()
    const a = makeTestApp(t.db, t.dataDir, { clock })
    // The claim exactly as the middleware writes it, left by a process killed mid-request.
    await a.post('/api/contact', validContact(), { 'idempotency-key': 'probe' })
    const [probe] = await t.db.query<{ request_hash: string }>("SELECT request_hash FROM idempotency_keys WHERE key = 'probe'")
    await t.db.query(
      "INSERT INTO idempotency_keys (scope, key, request_hash, state, created_at, locked_until) VALUES ('client:127.0.0.1', 'dead-1', $1, 'in_flight', $2, $3)",
      [probe!.request_hash, clock.now(), new Date(clock.now().getTime() + IN_FLIGHT_LEASE_MS)],
    )
    const retry = () => a.post('/api/contact', validContact(), { 'idempotency-key': 'dead-1' })
    const early = await retry()
    expect(early.status).toBe(409)
    expect(early.headers.get('retry-after')).toBe('1')
    clock.advance(11_000)
    const late = await retry()
    expect(late.status).toBe(201)
    expect(IN_FLIGHT_LEASE_MS).toBeLessThanOrEqual(10_000)
    expect((await t.db.query('SELECT * FROM submissions')).length).toBe(2)
  })

  it('keeps the key of a request still running past the lease: the claim is renewed while it runs', async () => {
    const clock = testClock()
    const model = heldModel('slow')
    const a = makeTestApp(t.db, t.dataDir, { clock, provider: model.provider, config: { aiTimeoutMs: 60_000 } })
    const first = a.post('/api/pet/check_dental_ai', validDental(), { 'idempotency-key': 'live-1' })
    await model.asked
    clock.advance(IN_FLIGHT_LEASE_MS + 1_000)
    await new Promise((r) => setTimeout(r, 3_300)) // one renewal, on the wall clock
    expect((await a.post('/api/pet/check_dental_ai', validDental(), { 'idempotency-key': 'live-1' })).status).toBe(409)
    model.release('Urgency: LOW.')
    expect((await first).status).toBe(201)
    expect((await t.db.query('SELECT * FROM submissions')).length).toBe(1)
  }, 15_000)
})
