// `npm run bench`: size, start-up, references, interaction, memory, landing page, photo and API
// load in one run. Writes bench/results/latest.json and prints the table. BENCH_QUICK=1 for a
// short run; BENCH_ONLY=size,loader,startup,interaction,memory,photo,lighthouse,api,apipg,ack,slots,triage for some sections
// (apipg: the API on PostgreSQL with one and three processes behind a proxy; ack: acknowledgement latency).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { ackLatency } from './ackLatency'
import { apiLoad } from './api'
import { apiOnPostgres } from './apiPostgres'
import { bookingSlotsBench } from './bookingSlots'
import { interaction, launch, memory, photo, startup } from './browser'
import { landingPage } from './lighthouse'
import { loaderBench } from './loader'
import { ensureBuilds } from './lib/build'
import { fetchLists, startDemo } from './lib/demoServer'
import { log, QUICK, wants } from './lib/options'
import { startPageServer } from './lib/pageServer'
import { ratio } from './lib/stats'
import { printReport, targets } from './report'
import { sizes } from '../scripts/size.mjs'
import { attribute, UMD_GZIP_TARGET } from './size'
import { triageTime } from './triageTime'

const started = Date.now()
const timings: Record<string, number> = {}
/** Sections that threw: the run still writes what it measured, then exits non-zero naming them. */
const failed: string[] = []
async function section<T>(name: string, fn: () => Promise<T> | T): Promise<T | undefined> {
  if (!wants(name)) return undefined
  const t = Date.now()
  log(`— ${name}`)
  try {
    return await fn()
  } catch (e) {
    log(`${name} failed: ${(e as Error).stack ?? e}`)
    failed.push(name)
    return { error: String(e) } as T
  } finally {
    timings[name] = Math.round((Date.now() - t) / 100) / 10
  }
}

const builds = ensureBuilds()
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  quick: QUICK,
  builds,
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
    load: os.loadavg().map((l) => Math.round(l * 100) / 100),
  },
}

results.size = await section('size', () => {
  // The single file (every widget; the bench build adds a sourcemap) and the chunk loader.
  const umd = sizes('bench/build/petlead.umd.js')
  const loader = sizes('dist/petlead.loader.js')
  const manifest = JSON.parse(readFileSync('dist/chunks.json', 'utf8')) as {
    widgets: Record<string, string[]>
    integrity: Record<string, string>
  }
  const chunks = Object.keys(manifest.integrity)
    .sort()
    .map((f) => sizes(`dist/${f}`))
  const chunksGzip = chunks.reduce((t, c) => t + c.gzip, 0)
  const perWidget = Object.fromEntries(
    Object.entries(manifest.widgets).map(([w, files]) => [
      w,
      {
        files: files.length + 1,
        gzip: loader.gzip + files.reduce((t, f) => t + chunks.find((c) => c.file === `dist/${f}`)!.gzip, 0),
      },
    ]),
  )
  const mjs = sizes('dist/petlead.mjs')
  const react = sizes('bench/build/petlead.react.umd.js')
  // Files the bundle loads on demand (e.g. dist/petlead-purify.js), reported but not in the UMD budget.
  const lazy = ['dist/petlead-purify.js'].map((f) => sizes(f))
  return {
    umd,
    loader,
    chunks,
    chunksGzip,
    chunksRatio: ratio(chunksGzip, umd.gzip),
    perWidget,
    mjs,
    react,
    lazy,
    targetGzip: UMD_GZIP_TARGET,
    headroomGzip: UMD_GZIP_TARGET - umd.gzip,
    bytesRatioVsReact: { raw: ratio(umd.raw, react.raw), gzip: ratio(umd.gzip, react.gzip), brotli: ratio(umd.brotli, react.brotli) },
    attribution: attribute('bench/build/petlead.umd.js'),
    reactAttribution: attribute('bench/build/petlead.react.umd.js'),
  }
})

if (wants('loader')) {
  const browser = await launch()
  try {
    results.browser = { version: browser.version() }
    results.loader = await section('loader', () => loaderBench(browser))
  } finally {
    await browser.close()
  }
}

const needsDemo = ['startup', 'interaction', 'memory', 'photo', 'lighthouse', 'api'].some(wants)
const demo = needsDemo ? await startDemo() : undefined
try {
  if (demo) {
    const lists = await fetchLists(demo.url)
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/lists.json', JSON.stringify(lists))
    results.lists = Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, v.length]))
    if (['startup', 'interaction', 'memory', 'photo'].some(wants)) {
      const pages = await startPageServer(lists)
      const browser = await launch()
      results.browser = { version: browser.version() }
      try {
        results.startup = await section('startup', () => startup(browser, pages.url))
        results.interaction = await section('interaction', () => interaction(browser, pages.url))
        results.memory = await section('memory', () => memory(browser, pages.url))
        results.photo = await section('photo', () => photo(browser, pages.url))
      } finally {
        await browser.close()
        await pages.close()
      }
    }
    results.lighthouse = await section('lighthouse', () => landingPage(demo.url))
    results.api = await section('api', () => apiLoad(demo))
  }
} finally {
  await demo?.stop()
}

// Its own processes and PostgreSQL server, so after the in-process demo has stopped.
results.apiPostgres = await section('apipg', () => apiOnPostgres())
// Kept on its own as well, so a run of this section alone (BENCH_ONLY=apipg) leaves its figures.
if (results.apiPostgres && !(results.apiPostgres as { error?: string }).error && !QUICK) {
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/api-postgres.json',
    JSON.stringify({ date: results.date, machine: results.machine, ...results.apiPostgres }, null, 2) + '\n',
  )
  const only = { date: results.date, machine: results.machine, seconds: timings.apipg, apiPostgres: results.apiPostgres }
  writeFileSync('bench/results/api-postgres.md', printReport({ ...only, targets: targets(only) }))
}

// Acknowledgement latency at 10 leads a second: its own demo server, mail and texts to loopback doubles.
results.ack = await section('ack', () => ackLatency())

// Slot look-up with 5,000 future bookings (its own database: PGlite, or DATABASE_URL's server).
results.bookingSlots = await section('slots', () => bookingSlotsBench())

// Triage time per message, the rules and the second reader, over the dev case set (no server).
results.triage = await section('triage', () => triageTime())

results.seconds = Math.round((Date.now() - started) / 1000)
results.sectionSeconds = timings
results.targets = targets(results)
mkdirSync('bench/results', { recursive: true })
// Only a full run replaces the committed report; quick or partial runs write dev.json / dev.md.
const name = QUICK || process.env.BENCH_ONLY ? 'dev' : 'latest'
writeFileSync(`bench/results/${name}.json`, JSON.stringify(results, null, 2) + '\n')
writeFileSync(`bench/results/${name}.md`, printReport(results))
process.stdout.write(printReport(results))
log(`wrote bench/results/${name}.json and ${name}.md in ${results.seconds} s`)
if (failed.length) log(`failed sections: ${failed.join(', ')}`)
process.exit(failed.length ? 1 : 0)
