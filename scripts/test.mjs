// `npm test`: every test. Finds a browser first, builds the bundle, type-checks, lints, runs the unit,
// component, API and browser suites, then holds the size budget. `npm run test:quick` (`--quick`) is the
// inner loop: type check, lint, unit, component and API tests on PGlite; no bundle, no browser.
// Each step is timed, and the times are printed as a table at the end, also when a step fails, so a
// slow suite shows where its minutes go. Other arguments go to each vitest step (e.g. a file filter).
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { findChromium } from './findChromium.mjs'

const quick = process.argv.includes('--quick')
const vitestArgs = process.argv.slice(2).filter((a) => a !== '--quick')
/** @type {Array<[string, number]>} [step, seconds] for every step run so far. */
const times = []

const table = () => {
  const total = times.reduce((s, [, t]) => s + t, 0)
  /** @type {Array<[string, number]>} */
  const rows = [...times, ['total', total]]
  const width = Math.max(...rows.map(([name]) => name.length))
  console.log(`\n${'step'.padEnd(width)}  seconds`)
  for (const [name, t] of rows) console.log(`${name.padEnd(width)}  ${t.toFixed(1).padStart(7)}`)
}

const run = (name, cmd, args, env = {}) => {
  const started = performance.now()
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  times.push([name, (performance.now() - started) / 1000])
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed`)
    table()
    process.exit(r.status ?? 1)
  }
}

// A file filter may match no file of one project: that project then has nothing to run, which is no failure.
const vitest = (project, env = {}) =>
  run(
    `vitest ${project}`,
    'npx',
    ['vitest', 'run', '--project', project, ...(vitestArgs.length ? ['--passWithNoTests'] : []), ...vitestArgs],
    env,
  )

let chrome
if (!quick) {
  try {
    chrome = findChromium()
  } catch (e) {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  }
  run('rollup build', 'npx', ['rollup', '-c', '--silent'])
  // The server as production runs it (server/dist): a module esbuild cannot bundle fails here, not at an operator's start.
  run('server build', 'node', ['scripts/buildServer.mjs'])
}
run('tsc (sources)', 'npx', ['tsc', '-p', '.'])
if (!quick) {
  // The bench (strict, like the sources) and the build scripts (plain JavaScript): a broken import fails here.
  run('tsc (tools)', 'npx', ['tsc', '-p', 'tsconfig.tools.json'])
  run('tsc (scripts)', 'npx', ['tsc', '-p', 'tsconfig.scripts.json'])
  // No folder imports another that imports it back, in the widgets (src) or the server (server).
  run('cycles', 'node', ['scripts/cycles.mjs'])
  // Which folder may import which (docs/architecture.md): the widgets never import the server, the repositories no feature...
  run('dependency rules', 'node', ['scripts/depRules.mjs'])
}
run('eslint', 'npx', ['eslint', '.'])
if (!quick) {
  // One layout for all code (Prettier; `npm run format` rewrites it): a change never mixes style with substance.
  run('prettier --check', 'npx', ['prettier', '--check', '--log-level', 'warn', '**/*.{ts,tsx,js,mjs}'])
}
// One vitest run per project, so each project's time is its own row of the table.
vitest('unit')
vitest('dom')
if (!quick) {
  vitest('e2e', { CHROME_PATH: chrome })
  run('size check', 'node', ['scripts/size.mjs', '--check'])
}
table()
