// `npm test`: every test. Finds a browser first, then runs two lanes side by side: the checks (type
// checks, import rules, lint, layout: one thread each, one after the other) and the build (bundle and
// server), then the unit and API suite with the component suite beside it, then the browser suite;
// then holds the size budget. The unit and browser suites run one after the other, never beside each
// other: each fills both cores alone (two unit workers; three browser files, each with its Chromium
// and servers), while the component suite fills the tenth the unit suite leaves idle. Side by side, a CI
// run's unit and browser suites took 1,506 and 1,550 s and single tests ten times their time, past
// their hang guards; one after the other here they took 488 and 866 s, and the whole run 1,491 s
// (1,392 s side by side on the same machine): a hundred seconds for a run that does not flake.
// Since, with the browser files in the headless shell (findChromium.mjs) and test databases emptied
// by DELETE (server/testing/testDb.ts): unit 399 s, browser 692 s, the whole run 1,218 s. Then, each
// suite alone on an idle machine: a worker's files sharing one clean database (testDb.ts), unit 345 ->
// 266 s; a smaller test template (migratedTemplate.ts), browser 702 -> 679 s; rollup's TypeScript
// program narrowed per build (rollup.config.mjs), 68.9 -> 57.6 s. Then the unit suite's CPU (user +
// sys of its process tree; two runs each, before and after, at a load of 1 to 4): 443 and 476 -> 435
// and 408 CPU-s (wall 255 and 271 -> 247 and 236 s), with the demo password hashed once per process
// (db/demoUser.ts), the demo workspace's seed put back as rows (testDb.ts), resets without the foreign
// keys' checks, and crash.test.ts's server bundled by esbuild instead of run under tsx (47 CPU-s, was 65).
// Then the widget's slot picker stopped building date formats at every drawing (src/booking/SlotPicker.tsx:
// a held time redraws it every second), which kept a renderer a minute at 60% of a core in each
// booking file: the browser suite alone 707.9 s and 1,359 CPU-s -> 547.3 s and 1,017 CPU-s.
// Tried and left: the unit suite and checks at nice 19 beside the browser suite: 1,452 s in all, the
// browser suite 964 s instead of 866 (the two cores are busy either way).
// `npm run test:quick` (`--quick`) is the inner loop: type check, lint, unit, component and API tests
// on PGlite; no bundle, no browser. Its second run on an unchanged checkout took 234 s (the unit
// suite 203 s), its first 335 s before crash.test.ts and most fuzz calls were left to `npm test`,
// the checks kept their notes and ran beside the suites, and the test template was kept. With the
// component suite after the unit suite it took 268 s (unit 235, component 33: 485 CPU-s); beside it,
// 227 and 241 s (449 CPU-s), on an idle machine, one after the other.
// `--serial` runs the checks too one after the other (to time a step alone, or on a one-core machine).
// Each step is timed, and the times are printed as a table at the end, also when a step fails, so a
// slow suite shows where its minutes go. Other arguments go to each vitest step (e.g. a file filter).
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { findChromium, findHeadlessShell } from './findChromium.mjs'

const quick = process.argv.includes('--quick')
const serial = process.argv.includes('--serial')
const vitestArgs = process.argv.slice(2).filter((a) => a !== '--quick' && a !== '--serial')
const started = performance.now()
/** @type {Array<[string, number]>} [step, seconds] for every step run so far. */
const times = []
/** @type {Array<[string, string]>} [step, its output] for every step that failed. */
const failures = []

const table = () => {
  /** @type {Array<[string, number]>} */
  const rows = [...times, ['total (wall clock)', (performance.now() - started) / 1000]]
  const width = Math.max(...rows.map(([name]) => name.length))
  console.log(`\n${'step'.padEnd(width)}  seconds`)
  for (const [name, t] of rows) console.log(`${name.padEnd(width)}  ${t.toFixed(1).padStart(7)}`)
}

/** @typedef {{ name: string, cmd: string, args: string[], env?: Record<string, string> }} Step */

/**
 * Runs `step`. With `quiet`, its output is held and printed whole when it ends, so a lane running
 * beside the browser suite never interleaves its lines with the browser suite's; otherwise it is
 * passed through as it comes. Either way it is kept, so a failure can be named again at the end.
 * @param {Step} step
 * @param {boolean} quiet
 * @returns {Promise<boolean>} whether it passed
 */
const run = (step, quiet) =>
  new Promise((resolve) => {
    const t0 = performance.now()
    const child = spawn(step.cmd, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    })
    /** @type {Buffer[]} */
    const out = []
    child.stdout.on('data', (d) => (out.push(d), quiet || process.stdout.write(d)))
    child.stderr.on('data', (d) => (out.push(d), quiet || process.stderr.write(d)))
    child.on('close', (code) => {
      times.push([step.name, (performance.now() - t0) / 1000])
      if (quiet) process.stdout.write(Buffer.concat(out))
      if (code !== 0) console.error(`\n✗ ${step.cmd} ${step.args.join(' ')} failed`)
      if (code !== 0) failures.push([step.name, Buffer.concat(out).toString()])
      resolve(code === 0)
    })
  })

/**
 * Runs `steps` one after the other, stopping at the first that fails. A step that is a list runs its
 * steps side by side, quietly (each one thread: the type check beside lint), and fails if any fails.
 * @param {Array<Step | Step[]>} steps
 * @param {boolean} quiet
 */
const lane = async (steps, quiet = false) => {
  for (const step of steps) {
    const passed = Array.isArray(step) ? (await Promise.all(step.map((s) => run(s, true)))).every(Boolean) : await run(step, quiet)
    if (!passed) return false
  }
  return true
}

/**
 * The part of a failed step's output that says what failed: vitest's "Failed Tests" section (or, for
 * any other tool, its last lines), at most 80 lines. A step's output is printed when it ends (or as it
 * comes), long before the last lane does, so a log read from its tail (as CI shows it: standard output
 * only) would miss it otherwise.
 * @param {string} text
 */
const whatFailed = (text) => {
  // eslint-disable-next-line no-control-regex -- vitest colours its output; the excerpt is read as text
  const lines = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n')
  const from = lines.findIndex((l) => /Failed Tests \d+|Failed Suites \d+/.test(l))
  return (from >= 0 ? lines.slice(from, from + 80) : lines.slice(-80)).join('\n')
}

const fail = () => {
  table()
  // On standard output, after the table: the end of the log a CI run keeps.
  for (const [name, text] of failures) console.log(`\n✗ ${name} failed; what it said:\n${whatFailed(text)}`)
  process.exit(1)
}

// A file filter may match no file of one project: that project then has nothing to run, which is no failure.
/** @returns {Step} */
const vitest = (/** @type {string} */ project, env = {}, also = /** @type {string[]} */ ([])) => ({
  name: `vitest ${project}`,
  cmd: 'npx',
  args: [
    'vitest',
    'run',
    ...[project, ...also].flatMap((p) => ['--project', p]),
    ...(vitestArgs.length ? ['--passWithNoTests'] : []),
    ...vitestArgs,
  ],
  env,
})

/**
 * The inner loop runs again and again on one checkout: the type check keeps what it learnt between
 * runs (`--incremental`) and lint skips the files unchanged since it last passed them (`--cache`;
 * its rules read one file at a time, never types, so an unchanged file's verdict cannot change
 * unless the config does, which empties the cache). Both keep their notes under node_modules/.cache,
 * where a clean checkout has none: `npm test` and CI always check everything from nothing.
 */
const CACHE = 'node_modules/.cache/petlead'
const tscSources = {
  name: 'tsc (sources)',
  cmd: 'npx',
  args: ['tsc', '-p', '.', ...(quick ? ['--incremental', '--tsBuildInfoFile', `${CACHE}/tsc.tsbuildinfo`] : [])],
}
const eslint = { name: 'eslint', cmd: 'npx', args: ['eslint', '.', ...(quick ? ['--cache', '--cache-location', `${CACHE}/eslint`] : [])] }
/** @type {Array<Step | Step[]>} */
const statics = [
  // The inner loop type-checks and lints side by side: each is one thread, and the machine has two.
  ...(quick ? [[tscSources, eslint]] : [tscSources]),
  ...(quick
    ? []
    : [
        // The build scripts (plain JavaScript): a broken import fails here. The bench is in tsc (sources).
        { name: 'tsc (scripts)', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.scripts.json'] },
        // Which folder may import which (docs/architecture.md): the widgets never import the server, the repositories no
        // feature...; and no folder imports another that imports it back. One reading of the module graph for both.
        { name: 'import rules and cycles', cmd: 'node', args: ['scripts/depRules.mjs'] },
        eslint,
        // One layout for all code (Prettier; `npm run format` rewrites it): a change never mixes style with substance.
        { name: 'prettier --check', cmd: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '**/*.{ts,tsx,js,mjs}'] },
      ]),
]
/** @type {Array<Step | Step[]>} */
const suites = [
  // One vitest run per project, so each project's time is its own row of the table.
  // `unit-mocks`: the few unit files that mock a module, in module registries of their own (vitest.config.ts).
  // The inner loop leaves two things to `npm test`: the server killed and restarted as real processes
  // (crash.test.ts, left out by vitest.config.ts under PETLEAD_INNER_LOOP: a minute of the suite),
  // and most of the fuzzers' generated calls (FUZZ_RUNS 250 instead of 1,000: every call still
  // shape-checked, a quarter as many shapes; a FUZZ_RUNS set in the environment wins).
  quick
    ? vitest('unit', { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '250', PETLEAD_INNER_LOOP: '1' }, ['unit-mocks'])
    : vitest('unit', {}, ['unit-mocks']),
  vitest('dom', {}, ['dom-mocks']),
]

if (quick) {
  // The checks (one thread each) and the component suite beside the unit suite: it leaves about a
  // tenth of the two cores idle while its tests wait on sockets and timers, which they fill. The
  // component suite's output is held until it ends, as the checks' is; its waits are the patient
  // ones of a loaded machine (test/unit/patientWaitFor.ts).
  const [unit, dom] = suites
  if (!(await Promise.all([lane(statics, true), lane([unit]), lane([dom], true)])).every(Boolean)) fail()
} else {
  let chrome
  try {
    chrome = findChromium()
  } catch (e) {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  }
  const build = [
    { name: 'rollup build', cmd: 'npx', args: ['rollup', '-c', '--silent'] },
    // The server as production runs it (server/dist): a module esbuild cannot bundle fails here, not at an operator's start.
    { name: 'server build', cmd: 'node', args: ['scripts/buildServer.mjs'] },
  ]
  // The headless shell for most files, the full browser for those that show a permission prompt (findChromium.mjs).
  const browser = [vitest('e2e', { CHROME_PATH: chrome, CHROME_SHELL_PATH: findHeadlessShell() ?? chrome })]
  let passed
  if (serial) passed = (await lane(build)) && (await lane(statics)) && (await lane(suites)) && (await lane(browser))
  else {
    // The checks, one thread, beside the build and then the suites. The unit and component suites
    // (some of which read dist/) follow the build, the component suite beside the unit suite as in
    // the inner loop (its output held until it ends), and the browser suite follows them: two suites
    // that each fill the machine share it worst.
    const [unit, dom] = suites
    const checked = lane(statics, true)
    const tested = (async () =>
      (await lane(build)) && (await Promise.all([lane([unit]), lane([dom], true)])).every(Boolean) && (await lane(browser)))()
    passed = (await Promise.all([tested, checked])).every(Boolean)
  }
  if (!passed) fail()
  if (!(await lane([{ name: 'size check', cmd: 'node', args: ['scripts/size.mjs', '--check'] }]))) fail()
}
table()
