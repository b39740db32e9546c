// Why unmounted DOM stays reachable: mounts and unmounts one widget N times (after 5 warm-up
// cycles), takes a heap snapshot and prints the retainer path from the window to the first
// detached <input>. Usage: tsx bench/retainers.ts [widget] [cycles]; LEAK_FILE=path/to/umd.js to
// look at another build (an unminified one shows react-hook-form's and Preact's real names).
import type {} from './lib/benchWindow' // types window.__bench and the other in-page globals
import { readFileSync } from 'node:fs'
import { launch } from './browser'
import { startPageServer } from './lib/pageServer'
import { widgetCases } from './lib/widgets'
const form = process.argv[2] ?? 'health'
const w = widgetCases().find((c) => c.id === form)!
const pages = await startPageServer(JSON.parse(readFileSync('bench/results/lists.json', 'utf8')))
const browser = await launch()
const page = await (await browser.newContext()).newPage()
await page.goto(pages.url)
await page.evaluate((code) => window.__bench.evalScript(code), readFileSync(process.env.LEAK_FILE ?? 'bench/build/petlead.umd.js', 'utf8'))
const cdp = await page.context().newCDPSession(page)
await page.evaluate(([opts]) => window.__bench.cycles('petlead', opts, 5), [w.opts] as const)
await page.waitForTimeout(1000)
await cdp.send('HeapProfiler.collectGarbage')
await page.evaluate(([opts, n]) => window.__bench.cycles('petlead', opts, n), [w.opts, Number(process.argv[3] ?? 500)] as const)
await page.waitForTimeout(1200)
await cdp.send('HeapProfiler.collectGarbage')
const chunks: string[] = []
cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => chunks.push(e.chunk))
await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false } as never)
const snap = JSON.parse(chunks.join(''))
const m = snap.snapshot.meta
const NF = m.node_fields.length,
  EF = m.edge_fields.length
const nTypes = m.node_types[0],
  eTypes = m.edge_types[0]
const nodes = snap.nodes,
  edges = snap.edges,
  strings = snap.strings
const N = nodes.length / NF
const DI = m.node_fields.indexOf('detachedness')
const name = (i: number) => strings[nodes[i * NF + 1]]
const ntype = (i: number) => nTypes[nodes[i * NF]]
const firstEdge = new Uint32Array(N + 1)
for (let i = 0, e = 0; i < N; i++) {
  firstEdge[i] = e
  e += nodes[i * NF + 4] * EF
}
const retainers: Array<Array<[number, string]>> = Array.from({ length: N }, () => [])
for (let i = 0; i < N; i++) {
  for (let e = firstEdge[i]; e < firstEdge[i] + nodes[i * NF + 4] * EF; e += EF) {
    const t = eTypes[edges[e]]
    if (t === 'weak') continue
    const en = t === 'element' || t === 'hidden' ? String(edges[e + 1]) : strings[edges[e + 1]]
    retainers[edges[e + 2] / NF].push([i, `${t}:${en}`])
  }
}
const detached = [...Array(N).keys()].filter((i) => nodes[i * NF + DI] === 2 && /^<input/.test(name(i)))
console.log('detached inputs', detached.length, 'detached nodes', [...Array(N).keys()].filter((i) => nodes[i * NF + DI] === 2).length)
if (detached.length) {
  const prev = new Map<number, [number, string]>([[detached[0], [-1, '']]])
  const q = [detached[0]]
  let found = -1
  while (q.length) {
    const x = q.shift()!
    if (name(x).startsWith('Window') || name(x) === '(GC roots)') {
      found = x
      break
    }
    for (const [r, en] of retainers[x])
      if (!prev.has(r)) {
        prev.set(r, [x, en])
        q.push(r)
      }
  }
  for (let x = found; x !== -1; ) {
    const [nx, en] = prev.get(x)!
    console.log(`${ntype(x)} ${name(x).slice(0, 90)}  --${en}-->`)
    x = nx
  }
}
await browser.close()
await pages.close()
