import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { log } from './options'

function newest(dir: string): number {
  let t = 0
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    t = Math.max(t, e.isDirectory() ? newest(p) : /\.test\.tsx?$/.test(e.name) ? 0 : statSync(p).mtimeMs)
  }
  return t
}

const mtime = (f: string) => (existsSync(f) ? statSync(f).mtimeMs : 0)

/**
 * dist/ and the bench builds come from the same sources in one run: rebuild whichever is older
 * than src/ or the rollup configs (BENCH_BUILD=1 forces both).
 */
export function ensureBuilds(): { rebuiltDist: boolean; rebuiltBench: boolean } {
  const sources = Math.max(newest('src'), mtime('rollup.config.mjs'), mtime('package-lock.json'))
  if (process.env.BENCH_BUILD === '0') return { rebuiltDist: false, rebuiltBench: false }
  const force = process.env.BENCH_BUILD === '1'
  const rebuiltDist =
    force || mtime('dist/petlead.umd.js') < sources || mtime('dist/petlead.loader.js') < sources || mtime('dist/petlead.mjs') < sources
  if (rebuiltDist) {
    log('building dist/ (sources changed since the last build)')
    execFileSync('npx', ['rollup', '-c', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] })
  }
  const benchSources = Math.max(sources, mtime('rollup.bench.config.mjs'))
  const rebuiltBench =
    force || mtime('bench/build/petlead.umd.js') < benchSources || mtime('bench/build/petlead.react.umd.js') < benchSources
  if (rebuiltBench) {
    log('building bench/build/ (Preact with sourcemap, React 19)')
    execFileSync('npx', ['rollup', '-c', 'rollup.bench.config.mjs', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] })
  }
  return { rebuiltDist, rebuiltBench }
}
