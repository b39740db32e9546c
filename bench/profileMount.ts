// Where a widget's mount time goes: CPU profile of repeated mounts (Preact build with sourcemap),
// self time attributed to source package/folder. Usage: tsx bench/profileMount.ts [form] [mounts]
import type {} from './lib/benchWindow' // types window.__bench and the other in-page globals
import { existsSync, readFileSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { launch } from './browser'
import { fetchLists, startDemo } from './lib/demoServer'
import { startPageServer } from './lib/pageServer'
import { selfTimes } from './lib/selfTime'
import { startCpuProfile } from './lib/startCpuProfile'
import { widgetCases } from './lib/widgets'

const form = process.argv[2] ?? 'health'
const n = Number(process.argv[3] ?? 30)
const w = widgetCases().find((c) => c.id === form)!
const file = 'bench/build/petlead.umd.js'
const map = new TraceMap(readFileSync(file + '.map', 'utf8'))
const lists = existsSync('bench/results/lists.json')
  ? JSON.parse(readFileSync('bench/results/lists.json', 'utf8'))
  : await (async () => {
      const demo = await startDemo()
      try {
        return await fetchLists(demo.url)
      } finally {
        await demo.stop()
      }
    })()
const pages = await startPageServer(lists)
const browser = await launch()
const page = await (await browser.newContext()).newPage()
await page.goto(pages.url)
await page.evaluate((code) => window.__bench.evalScript(code + '\n//# sourceURL=petlead.js'), readFileSync(file, 'utf8'))
await page.evaluate((opts) => window.__bench.cycles('petlead', opts, 5), w.opts)
const profiler = await startCpuProfile(page, 100)
await page.evaluate(
  async ([opts, n]) => {
    const b = window.__bench
    for (let i = 0; i < (n as number); i++) b.teardown(await b.mountOnce('petlead', opts))
  },
  [w.opts, n] as const,
)
const profile = await profiler.stop()
const self = selfTimes(profile)
const byPkg = new Map<string, number>()
const byFn = new Map<string, number>()
let total = 0
for (const node of profile.nodes) {
  const us = self.get(node.id) ?? 0
  total += us
  const cf = node.callFrame
  let key = cf.url ? 'page' : cf.functionName || '(native)'
  let fn = `${cf.functionName || '(anon)'}`
  if (cf.url.endsWith('petlead.js')) {
    const pos = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber })
    const src = pos.source ?? '?'
    const nm = src.lastIndexOf('node_modules/')
    key =
      nm >= 0
        ? src
            .slice(nm + 13)
            .split('/')
            .slice(0, src.slice(nm + 13).startsWith('@') ? 2 : 1)
            .join('/')
        : src
            .replace(/^.*?src\//, 'src/')
            .split('/')
            .slice(0, 2)
            .join('/')
    fn = `${pos.name ?? cf.functionName} ${src.replace(/^.*node_modules\//, '').replace(/^.*?src\//, 'src/')}:${pos.line}`
  } else if (cf.url.includes('harness')) key = 'bench harness'
  byPkg.set(key, (byPkg.get(key) ?? 0) + us)
  byFn.set(fn, (byFn.get(fn) ?? 0) + us)
}
const top = (m: Map<string, number>, k: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([name, us]) => ({ name, ms: Math.round(us / 100) / 10 / n, pct: Math.round((us / total) * 1000) / 10 }))
console.log(`${form}: ${n} mounts, ${(total / 1000 / n).toFixed(1)} ms sampled per mount (unthrottled)`)
console.table(top(byPkg, 15))
console.table(top(byFn, 25))
await browser.close()
await pages.close()
