import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { staffSession } from '../testing/demoWorkspace'
import { FUZZ_RUNS } from '../testing/fuzzCalls'
import { hostileString } from '../testing/hostileValues'
import type { makeTestApp } from '../testing/testApp'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'

let a: ReturnType<typeof makeTestApp>
withDemoWorkspace((w) => ({ a } = w), { ids: ['willow'] })

/**
 * Every date and number a call reads from its query string, fuzzed: whatever arrives, the answer is
 * a 2xx or a 4xx, never a 5xx. Dates at and past the ends of what JavaScript's Date can hold
 * (9999-12-31 plus the days asked for, year 0, +275760), impossible days, and numbers that are
 * not whole, not finite or too large are where date arithmetic used to throw (issue 35, finding 12).
 */
const dateLike = fc.oneof(
  fc.constantFrom(
    '9999-12-31',
    '0000-01-01',
    '0001-01-01',
    '1970-01-01',
    '2026-02-30',
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-11-31',
    '+275760-09-13',
    '-000001-01-01',
    '2026-11-27T10:00:00Z',
    '2026-1-1',
    '',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  hostileString,
)
const numberLike = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('0', '-1', '1.5', '1e3', '1e309', '-0', '0x10', 'Infinity', 'NaN', '99999999999999999999', ' 7', '7 ', ''),
  hostileString,
)
const zoneLike = fc.oneof(fc.constantFrom('America/Los_Angeles', 'UTC', 'Etc/GMT+14', 'Mars/Olympus', '../../etc', ''), hostileString)
const wordLike = fc.oneof(fc.constantFrom('new', 'claimed', 'emergency', 'health', 'x'.repeat(300)), hostileString)

/**
 * Builds the query string: a value of `undefined` leaves its parameter out. A lone surrogate has
 * no UTF-8 form, so it goes as the bytes a hostile client would send for it (%ED%A0%80): not UTF-8 either.
 */
const query = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(v!.replace(/\p{Surrogate}/gu, '\uFFFD')).replaceAll('%EF%BF%BD', '%ED%A0%80')}`)
    .join('&')

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })

/** A few hundred cases per call by default: each is a real request through the app and its database. */
const RUNS = Math.max(50, Math.round(FUZZ_RUNS / 4))

describe("property: a call's date and number parameters never give a 5xx", () => {
  it('GET /clinics/{id}/slots (public): from, days', async () => {
    await fc.assert(
      fc.asyncProperty(maybe(dateLike), maybe(numberLike), async (from, days) => {
        const res = await a.get(`/api/clinics/willow/slots?${query({ service: 'vaccination', from, days })}`)
        expect(res.status, `from=${from} days=${days}`).toBeLessThan(500)
      }),
      { numRuns: RUNS },
    )
  }, 120_000)

  it('GET /workspace/bookings (staff): from, days', async () => {
    const { cookie } = await staffSession(a, 'front@willow.test')
    await fc.assert(
      fc.asyncProperty(maybe(dateLike), maybe(numberLike), async (from, days) => {
        const res = await a.call('GET', `/api/workspace/bookings?${query({ from, days })}`, { headers: { cookie } })
        expect(res.status, `from=${from} days=${days}`).toBeLessThan(500)
      }),
      { numRuns: RUNS },
    )
  }, 120_000)

  it('GET /workspace/leads.csv (staff): from, to, tz and the inbox filters', async () => {
    const { cookie } = await staffSession(a, 'front@willow.test')
    await fc.assert(
      fc.asyncProperty(
        maybe(dateLike),
        maybe(dateLike),
        maybe(zoneLike),
        maybe(wordLike),
        maybe(wordLike),
        async (from, to, tz, status, urgency) => {
          const res = await a.call('GET', `/api/workspace/leads.csv?${query({ from, to, tz, status, urgency })}`, {
            headers: { cookie, 'sec-fetch-site': 'same-origin' },
          })
          expect(res.status, `from=${from} to=${to} tz=${tz}`).toBeLessThan(500)
        },
      ),
      { numRuns: RUNS },
    )
  }, 120_000)

  it('GET /workspace/leads (staff): the inbox filters and its cursor', async () => {
    const { cookie } = await staffSession(a, 'front@willow.test')
    await fc.assert(
      fc.asyncProperty(
        maybe(wordLike),
        maybe(wordLike),
        maybe(wordLike),
        maybe(hostileString),
        maybe(hostileString),
        async (status, kind, urgency, q, cursor) => {
          const res = await a.call('GET', `/api/workspace/leads?${query({ status, kind, urgency, q, cursor })}`, { headers: { cookie } })
          expect(res.status, `cursor=${cursor}`).toBeLessThan(500)
        },
      ),
      { numRuns: RUNS },
    )
  }, 120_000)
})
