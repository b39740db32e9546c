import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Section `apipg`: bench/apiCluster.ts in a child process, on the PostgreSQL server DATABASE_URL
 * names, or else on a throw-away one started by scripts/with-postgres.sh for the run.
 */
// The report is free-form JSON, read back only by bench/report.ts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function apiOnPostgres(): Record<string, any> {
  const dir = mkdtempSync(join(tmpdir(), 'petlead-bench-out-'))
  const out = join(dir, 'api-postgres.json')
  try {
    const cmd = ['npx', 'tsx', 'bench/apiCluster.ts']
    const [bin, ...args] = process.env.DATABASE_URL ? cmd : ['bash', 'scripts/with-postgres.sh', ...cmd]
    const r = spawnSync(bin!, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, BENCH_OUT: out } })
    if (r.status !== 0) throw new Error(`bench/apiCluster.ts failed (${r.status ?? r.signal})`)
    return JSON.parse(readFileSync(out, 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
