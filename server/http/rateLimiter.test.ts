import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'
import type { Queryable } from '../db/db'
import { rateLimiter } from './rateLimiter'

let t: Awaited<ReturnType<typeof openTestDb>>
beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
})

describe('rate limits live in the database', () => {
  it('sweeps expired counters on the 500th try counted on its database, not before, whatever other databases counted', async () => {
    const clock = testClock()
    const sweeps: string[] = []
    const watched = (): Queryable => ({
      query: (sql, params) => {
        if (sql.startsWith('DELETE FROM rate_limits')) sweeps.push(sql)
        return t.db.query(sql, params)
      },
    })
    const other = rateLimiter({ db: watched(), name: 'other-db', limit: 1_000, windowMs: 1_000, clock })
    for (let i = 0; i < 300; i++) await other.hit('k')
    const limiter = rateLimiter({ db: watched(), name: 'sweep', limit: 1_000, windowMs: 1_000, clock })
    for (let i = 0; i < 499; i++) await limiter.hit('k')
    expect(sweeps).toEqual([])
    await limiter.hit('k')
    expect(sweeps).toHaveLength(1)
  })

  it('two limiters on one database (two processes) allow N tries in total, then say when to come back', async () => {
    const clock = testClock()
    const opts = { db: t.db, name: 'shared', limit: 3, windowMs: 60_000, clock }
    const [p1, p2] = [rateLimiter(opts), rateLimiter(opts)]
    const answers = [
      await p1.hit('a@example.com'),
      await p2.hit('a@example.com'),
      await p1.hit('a@example.com'),
      await p2.hit('a@example.com'),
    ]
    expect(answers.map((a) => a.ok)).toEqual([true, true, true, false])
    expect(answers[3]).toEqual({ ok: false, retryAfterSec: 60 })
    expect((await p1.hit('b@example.com')).ok).toBe(true) // per key
    expect((await rateLimiter({ ...opts, name: 'other' }).hit('a@example.com')).ok).toBe(true) // per limiter
    clock.advance(60_000)
    expect((await p2.hit('a@example.com')).ok).toBe(true) // a new window
  })

  it('counts concurrent hits exactly (one atomic statement, no lost update)', async () => {
    const limiter = rateLimiter({ db: t.db, name: 'burst', limit: 10, windowMs: 60_000, clock: testClock() })
    const answers = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('k')))
    expect(answers.filter((a) => a.ok)).toHaveLength(10)
  })
})
