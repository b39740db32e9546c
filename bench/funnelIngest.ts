// `npx tsx bench/funnelIngest.ts`: funnel beacons (POST /api/funnel) over HTTP on loopback, through
// the whole app (body cap, CORS, request log, schema, clinic, budgets, the accumulator the server
// runs, flushed every second as startServer does) on PGlite in this one process, 50 connections, a fixed number of beacons each answered, for a
// clinic-bound widget's beacon of 10 events and a full one of 50. The budgets are counted as in
// production (one statement per beacon) but set high enough that the bench's one address is never
// refused. Checks that the counters hold exactly the events acknowledged. Target (issue 36): at least
// 2,000 events a second on one process. Writes bench/results/funnel-ingest.md (not with BENCH_NO_WRITE).
import { writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { FunnelBatch } from '../src/schemas/funnel'
import { funnelSink } from '../server/funnel/funnelSink'
import { makeTestApp } from '../server/testing/testApp'
import { load } from './api'
import { machineLine } from './lib/machineLine'
import { log, pick } from './lib/options'
import { withSeededDb } from './lib/withSeededDb'

/** The floor: events a second one process ingests. */
export const FUNNEL_EVENTS_TARGET = 2_000

/** A beacon of `n` events as a widget sends one: a view, a start, steps, a failing field, a submit. */
function batch(n: number): FunnelBatch {
  const path: FunnelBatch['events'] = [{ kind: 'view' }, { kind: 'start' }, { kind: 'error', field: 'pet_name' }, { kind: 'submit' }]
  const events = Array.from({ length: n }, (_, i) => path[i] ?? { kind: 'step' as const, step: 1 + (i % 15) })
  return { clinic: 'willow', form: 'clinic-health', source: 'google', events }
}

export async function funnelIngestBench() {
  return withSeededDb('funnel', async (db, dir) => {
    const { app, deps } = makeTestApp(db, dir, { clock: { now: () => new Date() }, log: () => {} })
    // As startServer runs it: the beacons summed in memory, written every second.
    const sink = (deps.funnel = funnelSink(db))
    const flusher = setInterval(() => void sink.flush(), 1000)
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    await new Promise<void>((r) => server.once('listening', () => r()))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/funnel`
    const total = async () =>
      (await sink.flush(), 0) + Number((await db.query<{ n: string }>('SELECT coalesce(sum(count), 0) AS n FROM funnel_counts'))[0]!.n)
    const rows = []
    try {
      for (const size of [10, 50]) {
        const beacons = pick(500, 4_000)
        const body = JSON.stringify(batch(size))
        // Warm-up: the first beacons create the rows and the plans.
        await load(url, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } }, 1, 200)
        const before = await total()
        const started = performance.now()
        const r = await load(url, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } }, 60, beacons)
        const seconds = (performance.now() - started) / 1000
        const answered = r.status['204'] ?? 0
        const counted = (await total()) - before
        const row = {
          size,
          beacons,
          answered,
          eventsPerSecond: Math.round((answered * size) / seconds),
          beaconsPerSecond: Math.round(answered / seconds),
          p50: r.p50,
          p99: r.p99,
          refusedOrFailed: beacons - answered + r.errors + r.timeouts,
          lost: answered * size - counted,
        }
        log(
          `funnel ${size}-event beacons: ${row.eventsPerSecond} events/s (${row.beaconsPerSecond} beacons/s), p99 ${row.p99} ms, lost ${row.lost}`,
        )
        rows.push(row)
      }
    } finally {
      clearInterval(flusher)
      await new Promise<void>((r) => server.close(() => r()))
    }
    return { db: db.kind, rows }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await funnelIngestBench()
  const md = [
    '# Funnel ingest',
    '',
    machineLine(r.db),
    `POST /api/funnel over HTTP on loopback through the whole app, in one process with its PGlite database and the load generator (autocannon, 50 connections), a fixed number of beacons each answered. Target: at least ${FUNNEL_EVENTS_TARGET.toLocaleString('en-US')} events a second.`,
    '',
    '| Events a beacon | beacons | events/s | beacons/s | p50 ms | p99 ms | not 204 | events lost |',
    '|---|---|---|---|---|---|---|---|',
    ...r.rows.map(
      (x) =>
        `| ${x.size} | ${x.beacons} | ${x.eventsPerSecond} | ${x.beaconsPerSecond} | ${x.p50} | ${x.p99} | ${x.refusedOrFailed} | ${x.lost} |`,
    ),
    '',
  ].join('\n')
  console.log(md)
  if (!process.env.BENCH_NO_WRITE) writeFileSync('bench/results/funnel-ingest.md', md)
  const worst = Math.min(...r.rows.map((x) => x.eventsPerSecond))
  if (worst < FUNNEL_EVENTS_TARGET || r.rows.some((x) => x.lost !== 0 || x.refusedOrFailed !== 0)) process.exitCode = 1
}
