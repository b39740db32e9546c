// The API on PostgreSQL with one and with three server processes behind a round-robin proxy, and
// the node:http floor in the same run (direct and through the same proxy, so the proxy's own cost
// shows). The servers run as production does: server/dist/main.js (built here first) with plain
// node. A create pays a proof, as from a browser: each request carries one solved beforehand and
// an owner of its own (bench/lib/proofs.ts). Needs DATABASE_URL (a PostgreSQL server); `npm run
// bench` runs it under scripts/with-postgres.sh. Writes its JSON to BENCH_OUT (or prints it).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { BOUNDARY, load, multipart, startFloor, type Load } from './api'
import { log, pick } from './lib/options'
import { benchPet, benchServerEnv, proofPool } from './lib/proofs'
import { ratio } from './lib/stats'
import { startRoundRobinProxy } from '../server/testing/cluster/roundRobinProxy'
import { scratchDatabase } from '../server/testing/cluster/scratchDatabase'
import { spawnServer, type ServerProcess } from '../server/testing/cluster/serverProcess'
import { freePort } from '../server/testing/freePort'
import { startSmtpCounter } from '../server/testing/cluster/smtpCounter'

const server = process.env.DATABASE_URL
if (!server) throw new Error('bench/apiCluster.ts needs DATABASE_URL (run it through scripts/with-postgres.sh)')
const seconds = pick(2, 5)
// A process's first seconds under load are spent compiling its code: in `perf`, V8's optimizing
// compiler took 27% of the server's CPU in the 6 s after a 2 s warm-up, and 0.8% after 16 s. A
// server runs for days, so each figure is taken after a warm-up long enough for that to settle.
const warmUp = pick(1, 8)
// Enough proofs for the fastest one-process rate seen (~1,000 creates a second) over the timed and
// warm-up runs of the three setups that pay one (one process direct and proxied, three proxied).
const proofs = await proofPool((seconds + warmUp) * 1_000 * 3)
const cases = [
  {
    id: 'POST /api/pet',
    path: '/api/pet',
    opts: {
      method: 'POST' as const,
      body: benchPet(),
      headers: { 'content-type': 'application/json' },
      each: () => ({ headers: { 'x-captcha': proofs.next() }, body: benchPet() }),
    },
  },
  {
    id: 'POST /api/file (multipart JPEG)',
    path: '/api/file',
    opts: { method: 'POST' as const, body: multipart(), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } },
  },
]

const scratch = await scratchDatabase(server, 'petlead_bench')
const smtp = await startSmtpCounter()
const dataDir = mkdtempSync(join(tmpdir(), 'petlead-bench-pg-'))
const proxy = await startRoundRobinProxy()
const stats = new pg.Pool({ connectionString: scratch.url, max: 1 })
const procs: ServerProcess[] = []
// The report is free-form JSON, read back only by bench/report.ts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const out: Record<string, any> = {
  connections: 50,
  seconds,
  loadBefore: os.loadavg()[0],
  cpus: os.cpus().length,
  postgres: (await stats.query('SHOW server_version')).rows[0].server_version,
  setups: [] as unknown[],
}

/** Commits and inserted rows in the bench database so far. */
async function dbActivity(): Promise<{ commits: number; inserted: number }> {
  const r = await stats.query(
    `SELECT xact_commit::int AS commits, tup_inserted::int AS inserted FROM pg_stat_database WHERE datname = current_database()`,
  )
  return r.rows[0]
}

/** CPU seconds (user + system) used so far by a process, from /proc (Linux). */
function cpuOf(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(f[11]) + Number(f[12])) / 100
  } catch {
    return 0
  }
}

/** Where the CPU goes: the server processes, every PostgreSQL backend, and this process (autocannon and the proxy). */
function cpuNow(servers: ServerProcess[]) {
  let postgres = 0
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') postgres += cpuOf(Number(pid))
    } catch {
      /* gone */
    }
  }
  const self = process.cpuUsage()
  return { servers: servers.reduce((a, p) => a + cpuOf(p.child.pid!), 0), postgres, benchAndProxy: (self.user + self.system) / 1e6 }
}

async function measure(
  label: string,
  base: string,
  floor = false,
): Promise<{
  label: string
  rows: { id: string; load: Load; cpuSeconds: Record<string, number>; cpuMsPerRequest: Record<string, number> }[]
}> {
  const rows = []
  for (const c of cases) {
    // The floor answers without reading: it is given no proofs to spend.
    const opts = floor ? { ...c.opts, each: undefined } : c.opts
    await load(base + c.path, opts, warmUp) // warm-up: connections, JIT, pool
    const before = cpuNow(procs)
    const l = await load(base + c.path, opts, seconds)
    const after = cpuNow(procs)
    const cpuSeconds = Object.fromEntries(
      Object.entries(after).map(([k, v]) => [k, Math.round((v - before[k as keyof typeof before]) * 100) / 100]),
    )
    // CPU milliseconds each answered request cost, per component: on a shared machine the latency
    // also holds the run-queue wait, which this does not.
    const cpuMsPerRequest = Object.fromEntries(
      Object.entries(cpuSeconds).map(([k, v]) => [k, Math.round(((v * 1000) / Math.max(1, l.requests)) * 100) / 100]),
    )
    rows.push({ id: c.id, load: l, cpuSeconds, cpuMsPerRequest })
    log(
      `api-pg ${label} ${c.id}: ${l.rps} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, errors ${l.errors + l.timeouts}, non-2xx ${l.non2xx}; CPU ms/request ${JSON.stringify(cpuMsPerRequest)}`,
    )
  }
  return { label, rows }
}

try {
  const env = benchServerEnv({ databaseUrl: scratch.url, smtpUrl: smtp.url, publicUrl: proxy.url, dataDir })
  execFileSync(process.execPath, ['scripts/buildServer.mjs'], { stdio: 'inherit' })
  const floor = await startFloor('[]')
  const floorDirect = await measure('floor (node:http, direct)', floor.url, true)
  proxy.backends.splice(0, proxy.backends.length, floor.url)
  const floorProxied = await measure('floor (node:http, through the proxy)', proxy.url, true)
  await new Promise<void>((r) => floor.server.close(() => r()))
  for (const n of [1, 3]) {
    while (procs.length < n) procs.push(spawnServer(env, await freePort(), { compiled: true }))
    await Promise.all(procs.map((p) => p.ready(90_000)))
    proxy.backends.splice(0, proxy.backends.length, ...procs.map((p) => p.url))
    // One process is also measured without the proxy, so the proxy's share of the latency shows.
    if (n === 1) out.direct = await measure('1 process on PostgreSQL, direct', procs[0]!.url)
    const before = await dbActivity()
    const m = await measure(`${n} process${n > 1 ? 'es' : ''} on PostgreSQL, through the proxy`, proxy.url)
    const after = await dbActivity()
    out.setups.push({ processes: n, ...m, db: { commits: after.commits - before.commits, inserted: after.inserted - before.inserted } })
  }
  out.floor = { direct: floorDirect, proxied: floorProxied }
  const get = (rows: { id: string; load: Load }[], id: string) => rows.find((r) => r.id === id)!.load
  out.summary = cases.map((c) => {
    const one = get(out.setups[0].rows, c.id)
    const three = get(out.setups[1].rows, c.id)
    return {
      id: c.id,
      floorRps: get(floorDirect.rows, c.id).rps,
      floorProxiedRps: get(floorProxied.rows, c.id).rps,
      oneDirectRps: get(out.direct.rows, c.id).rps,
      oneDirectP99: get(out.direct.rows, c.id).p99,
      oneRps: one.rps,
      oneP99: one.p99,
      threeRps: three.rps,
      threeP99: three.p99,
      threeVsOne: ratio(three.rps, one.rps),
      oneVsFloor: ratio(one.rps, get(floorDirect.rows, c.id).rps),
    }
  })
} finally {
  await Promise.all(procs.map((p) => p.stop('SIGTERM')))
  await stats.end()
  await proxy.close()
  await smtp.close()
  await scratch.drop()
  rmSync(dataDir, { recursive: true, force: true })
}

out.loadAfter = os.loadavg()[0]
const json = JSON.stringify(out, null, 2)
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, json + '\n')
else process.stdout.write(json + '\n')
process.exit(0)
