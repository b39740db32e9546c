import { describe, expect, it } from 'vitest'
import type { Queryable } from '../db/db'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import type { FunnelCounter } from './countersOf'
import { funnelSink } from './funnelSink'

/**
 * The funnel's accumulator: beacons are summed in memory and written by a flush in one statement,
 * adding to what the table holds; a flush that fails keeps its counts for the next, so no count is
 * lost or counted twice; a full accumulator flushes by itself.
 */
let t: TestDb
withTestDb((d) => (t = d))

const counter = (kind: FunnelCounter['kind'], count = 1, day = '2026-03-02'): FunnelCounter => ({
  day,
  clinicId: 'willow',
  form: 'clinic-health',
  source: 'google',
  kind,
  step: 0,
  field: '',
  count,
})
const table = async () =>
  (await t.db.query<{ kind: string; count: number }>('SELECT kind, count::int AS count FROM funnel_counts ORDER BY kind')).map((r) => ({
    ...r,
  }))

describe('funnelSink', () => {
  it('sums beacons in memory and writes them at the flush, adding to the rows already there', async () => {
    const sink = funnelSink(t.db)
    await sink.add([counter('view', 2), counter('start')])
    await sink.add([counter('view')])
    expect(await table()).toEqual([])
    expect(await sink.flush()).toBe(2)
    expect(await table()).toEqual([
      { kind: 'start', count: 1 },
      { kind: 'view', count: 3 },
    ])
    await sink.add([counter('view', 4)])
    expect(await sink.flush()).toBe(1)
    expect(await sink.flush()).toBe(0)
    expect(await table()).toContainEqual({ kind: 'view', count: 7 })
  })

  it('keeps the counts of a flush that failed, and writes them once with the next', async () => {
    let fail = true
    const flaky: Queryable = {
      ...t.db,
      query: (async (sql: string, params?: unknown[]) => {
        if (fail) throw new Error('connection lost')
        return t.db.query(sql, params)
      }) as Queryable['query'],
    }
    const sink = funnelSink(flaky)
    await sink.add([counter('view', 2)])
    await expect(sink.flush()).rejects.toThrow('connection lost')
    await sink.add([counter('view')])
    fail = false
    expect(await sink.flush()).toBe(1)
    expect(await table()).toEqual([{ kind: 'view', count: 3 }])
  })

  it('flushes by itself once it holds its most keys', async () => {
    const sink = funnelSink(t.db, 2)
    await sink.add([counter('view', 1, '2026-03-01')])
    expect(await table()).toEqual([])
    await sink.add([counter('view', 1, '2026-03-02')])
    expect(await table()).toEqual([
      { kind: 'view', count: 1 },
      { kind: 'view', count: 1 },
    ])
  })
})
