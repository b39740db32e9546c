import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { FUZZ_RUNS } from '../testing/fuzzCalls'
import { hostileBody } from '../testing/hostileValues'
import { makeTestApp } from '../testing/testApp'
import { withTestDb, type TestDb } from '../testing/withTestDb'

/**
 * POST /funnel under hostile bodies, sent as text/plain (what a beacon is) or JSON: never a 5xx,
 * a 204 with no body or a 4xx in the envelope, and a refused beacon counts nothing. Checked by exact
 * accounting: the counters end holding exactly the events of the beacons answered 204.
 */
let t: TestDb
withTestDb((d) => (t = d))

const valid = {
  clinic: 'willow',
  form: 'clinic-health',
  source: 'google',
  events: [{ kind: 'view' }, { kind: 'step', step: 2 }, { kind: 'error', field: 'pet_name' }],
}

describe('property: a bad beacon never gives a 5xx or a count', () => {
  it('POST /api/funnel', async () => {
    await seedDemoClinics(t.db, new Date('2026-03-02T10:00:00Z'))
    const a = makeTestApp(t.db, t.dataDir)
    let counted = 0
    await fc.assert(
      fc.asyncProperty(hostileBody(valid), fc.boolean(), async ({ raw }, asText) => {
        const res = await a.app.request('/api/funnel', {
          method: 'POST',
          headers: { 'content-type': asText ? 'text/plain;charset=UTF-8' : 'application/json' },
          body: raw,
        })
        expect(res.status).toBeLessThan(500)
        if (res.status === 204) {
          expect(await res.text()).toBe('')
          counted += (JSON.parse(raw) as { events: unknown[] }).events.length
        } else expect(((await res.json()) as { success: boolean }).success).toBe(false)
      }),
      { numRuns: Math.min(FUZZ_RUNS, 400) },
    )
    const [row] = await t.db.query<{ n: number }>('SELECT coalesce(sum(count), 0)::int AS n FROM funnel_counts')
    expect(row!.n).toBe(counted)
  }, 240_000)
})
