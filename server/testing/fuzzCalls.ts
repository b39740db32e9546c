import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileBody } from './hostileValues'
import { makeTestApp, storedRows } from './testApp'
import { withSharedTestDb, type TestDb } from './withTestDb'

/** Generated bodies per call (FUZZ_RUNS overrides, e.g. for a longer soak). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000)

/**
 * Registers one property test per JSON call: whatever body arrives, the answer is never a 5xx,
 * always the envelope, and a refused request (4xx) stores nothing. The last is checked by exact
 * accounting, which costs one query per call instead of one per case: each accepted request adds
 * exactly `rowsPerSuccess` rows, so the final count equals that times the successes only if no
 * refused request left a row behind.
 */
export function fuzzCalls(calls: [path: string, method: 'POST' | 'PATCH', valid: Record<string, unknown>, rowsPerSuccess: number][]): void {
  let t: TestDb
  withSharedTestDb((d) => {
    t = d
  })
  describe('property: bad input never gives a 5xx or a stored row', () => {
    for (const [path, method, valid, rowsPerSuccess] of calls) {
      it(`${method} ${path}`, async () => {
        // Thousands of valid bodies share one owner address: the daily per-recipient limit would refuse most.
        const a = makeTestApp(t.db, t.dataDir, { config: { ownerMailDailyLimit: 1_000_000 } })
        let n = 0
        const start = await storedRows(t.db)
        let successes = 0
        await fc.assert(
          fc.asyncProperty(hostileBody(valid), fc.boolean(), async ({ raw }, asText) => {
            n++
            const res = await a.app.request(path, {
              method,
              // A fresh client address per case, so rate limits do not hide validation.
              headers: {
                'content-type': asText ? 'text/plain' : 'application/json',
                'x-forwarded-for': `10.${(n >> 8) & 255}.${n & 255}.1`,
              },
              body: raw,
            })
            expect(res.status).toBeLessThan(500)
            const body = (await res.json()) as { success: boolean }
            expect(typeof body.success).toBe('boolean')
            if (res.status < 300) successes++
          }),
          { numRuns: FUZZ_RUNS },
        )
        expect(await storedRows(t.db)).toBe(start + successes * rowsPerSuccess)
      }, 120_000)
    }
  })
}
