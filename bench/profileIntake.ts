// Where one process's CPU goes on the intake (`POST /api/pet` on PostgreSQL): the server as
// production runs it (server/dist/main.js, built here first), under `node --cpu-prof`, loaded by 50 connections for a few seconds; self
// time summed by source file (server code by path, packages by name) and by function.
// Usage: bash scripts/with-postgres.sh npx tsx bench/profileIntake.ts [seconds] [top]
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from './api'
import { benchPet, benchServerEnv, proofPool } from './lib/proofs'
import { selfTimes } from './lib/selfTime'
import { scratchDatabase } from '../server/testing/cluster/scratchDatabase'
import { freePort } from '../server/testing/freePort'
import { startSmtpCounter } from '../server/testing/cluster/smtpCounter'

const server = process.env.DATABASE_URL
if (!server) throw new Error('bench/profileIntake.ts needs DATABASE_URL (run it through scripts/with-postgres.sh)')
const seconds = Number(process.argv[2] ?? 5)
const top = Number(process.argv[3] ?? 25)
const scratch = await scratchDatabase(server, 'petlead_profile')
const smtp = await startSmtpCounter()
const dir = mkdtempSync(join(tmpdir(), 'petlead-profile-'))
const port = await freePort()
const url = `http://127.0.0.1:${port}`
execFileSync(process.execPath, ['scripts/buildServer.mjs'], { stdio: 'inherit' })
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--enable-source-maps', 'server/dist/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    ...benchServerEnv({ databaseUrl: scratch.url, smtpUrl: smtp.url, publicUrl: url, dataDir: dir }),
  },
})
const gone = new Promise<void>((r) => child.once('exit', () => r()))
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/dog_breed`)).status === 200) break
    } catch {
      if (i > 300) throw new Error('server not ready')
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  const pool = await proofPool(Number(process.env.PROOFS ?? 6000))
  const each = () => ({ headers: { 'x-captcha': pool.next() }, body: benchPet() })
  const opts = { method: 'POST' as const, body: benchPet(), headers: { 'content-type': 'application/json' }, each }
  {
    const own = each()
    const r = await fetch(`${url}/api/pet`, { method: 'POST', body: own.body, headers: { ...opts.headers, ...own.headers } })
    if (r.status >= 300) throw new Error(`POST /api/pet answered ${r.status}: ${await r.text()}`)
  }
  await load(`${url}/api/pet`, opts, 2) // warm-up: connections, JIT, pool
  // The profile's clock is V8's monotonic one, as process.hrtime's: only the load's window is read.
  const from = Number(process.hrtime.bigint() / 1000n)
  const l = await load(`${url}/api/pet`, opts, seconds)
  const to = Number(process.hrtime.bigint() / 1000n)
  console.log(
    `POST /api/pet: ${l.rps} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.requests} requests, non-2xx ${l.non2xx} ${JSON.stringify(l.status)}`,
  )
  child.kill('SIGTERM')
  await gone
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
  if (!file) throw new Error('no profile written')
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'))
  const self = selfTimes(profile, [from, to])
  const byFile = new Map<string, number>()
  const byFn = new Map<string, number>()
  let total = 0
  for (const node of profile.nodes as Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>) {
    const t = self.get(node.id) ?? 0
    const cf = node.callFrame
    if (cf.functionName === '(idle)') continue
    total += t
    const where = cf.url
      ? cf.url.includes('node_modules/')
        ? cf.url.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
        : cf.url.replace(/^.*\/(server|src)\//, '$1/').replace(/^node:/, 'node:')
      : `(${cf.functionName || 'native'})`
    byFile.set(where, (byFile.get(where) ?? 0) + t)
    const fn = `${cf.functionName || '(anonymous)'} ${where}:${cf.lineNumber + 1}`
    byFn.set(fn, (byFn.get(fn) ?? 0) + t)
  }
  const print = (title: string, m: Map<string, number>) => {
    console.log(`\n${title} (ms of CPU per request, of ${(total / 1000 / l.requests).toFixed(2)} total)`)
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${(v / 1000 / l.requests).toFixed(3).padStart(7)}  ${k}`)
  }
  print('by file or package', byFile)
  print('by function', byFn)
} finally {
  if (child.exitCode === null) child.kill('SIGKILL')
  await smtp.close()
  await scratch.drop()
  rmSync(dir, { recursive: true, force: true })
}
process.exit(0)
