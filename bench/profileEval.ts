// Where the UMD bundle's script evaluation goes: CPU profile of evaluating the bench's sourcemapped
// Preact build in fresh pages, self time attributed to source files. Usage: tsx bench/profileEval.ts [pages]
import type {} from './lib/benchWindow' // types window.__bench and the other in-page globals
import { readFileSync } from 'node:fs'
import { TraceMap } from '@jridgewell/trace-mapping'
import { launch } from './browser'
import { startPageServer } from './lib/pageServer'
import { printSlowest } from './lib/printSlowest'
import { selfTimeBySource } from './lib/selfTime'
import { startCpuProfile } from './lib/startCpuProfile'

const n = Number(process.argv[2] ?? 10)
const file = 'bench/build/petlead.umd.js'
const code = readFileSync(file, 'utf8') + '\n//# sourceURL=petlead.js'
const map = new TraceMap(readFileSync(file + '.map', 'utf8'))
const pages = await startPageServer({})
const browser = await launch()
const bySrc = new Map<string, number>()
let total = 0
let evalMs = 0
for (let i = 0; i < n; i++) {
  const page = await (await browser.newContext()).newPage()
  await page.goto(pages.url)
  const profiler = await startCpuProfile(page, 50)
  evalMs += await page.evaluate((c) => window.__bench.evalScript(c), code)
  const profile = await profiler.stop()
  for (const [key, us] of selfTimeBySource(profile, map)) {
    total += us
    bySrc.set(key, (bySrc.get(key) ?? 0) + us)
  }
  await page.context().close()
}
console.log(`evaluation ${(evalMs / n).toFixed(1)} ms, sampled ${(total / 1000 / n).toFixed(1)} ms per page (unthrottled)`)
printSlowest(bySrc, 30, n, 'ms')
await browser.close()
await pages.close()
