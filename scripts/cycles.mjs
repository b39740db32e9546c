// Folder-level import cycles: collapses each module of src/ and server/ to its folder (a file directly
// in src/ or server/ stays itself) and fails on any cycle between folders, with no exceptions. Tests
// are left out: they may reach across. `npm test` runs it inside depRules.mjs, on the graph the may-import
// rules read (one reading instead of two: 7 CPU-s each); `node scripts/cycles.mjs [--pairs]` runs it alone.
import { pathToFileURL } from 'node:url'
import { NOT_CHECKED, SOURCE_ROOTS, readModuleGraph } from './moduleGraph.mjs'

/** The node a module belongs to: its folder, or the file itself at a root's top level. */
function nodeOf(file) {
  const dir = file.slice(0, file.lastIndexOf('/'))
  return SOURCE_ROOTS.includes(dir) ? file : dir
}

/**
 * The folder cycles of a module graph, each printed with the imports that close it.
 * @param {import('dependency-cruiser').IModule[]} modules
 * @param {{ pairs?: boolean }} [options] `pairs`: also print every two folders that import each other
 * @returns {{ folders: number, cycles: string[][] }}
 */
export function folderCycles(modules, { pairs = false } = {}) {
  /** @type {Map<string, Map<string, string>>} folder -> folder -> one import that makes the edge */
  const edges = new Map()
  for (const m of modules) {
    if (!SOURCE_ROOTS.some((r) => m.source.startsWith(r + '/'))) continue
    const from = nodeOf(m.source)
    for (const d of m.dependencies) {
      if (d.coreModule || d.couldNotResolve || !SOURCE_ROOTS.some((r) => d.resolved.startsWith(r + '/'))) continue
      const to = nodeOf(d.resolved)
      // A folder and the folders inside it are one module (a sub-folder may use its parent's context).
      if (to === from || to.startsWith(from + '/') || from.startsWith(to + '/')) continue
      const out = edges.get(from) ?? new Map()
      edges.set(from, out)
      if (!out.has(to)) out.set(to, `${m.source} -> ${d.resolved}`)
    }
  }

  // Tarjan's strongly connected components: every component of two or more folders is a cycle.
  let index = 0
  const idx = new Map(),
    low = new Map(),
    stack = [],
    on = new Set(),
    cycles = []
  function visit(v) {
    idx.set(v, index)
    low.set(v, index++)
    stack.push(v)
    on.add(v)
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)))
    }
    if (low.get(v) === idx.get(v)) {
      const scc = []
      let w
      do {
        w = stack.pop()
        on.delete(w)
        scc.push(w)
      } while (w !== v)
      if (scc.length > 1) cycles.push(scc.sort())
    }
  }
  for (const v of edges.keys()) if (!idx.has(v)) visit(v)

  const key = (c) => c.join(' <-> ')
  for (const c of cycles) {
    console.error(`folder cycle: ${key(c)}`)
    for (const a of c)
      for (const b of c) {
        const why = edges.get(a)?.get(b)
        if (why) console.error(`  ${why}`)
      }
  }

  if (pairs) {
    for (const [a, m] of edges)
      for (const b of m.keys())
        if (a < b && edges.get(b)?.has(a)) console.log(`pair ${a} <-> ${b}\n  ${m.get(b)}\n  ${edges.get(b)?.get(a)}`)
  }
  return { folders: edges.size, cycles }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const graph = await readModuleGraph(SOURCE_ROOTS, { exclude: NOT_CHECKED, tsConfig: 'tsconfig.json' })
  const { folders, cycles } = folderCycles(graph.modules, { pairs: process.argv.includes('--pairs') })
  console.log(`${folders} folders checked in ${SOURCE_ROOTS.join(' and ')}: ${cycles.length} cycle(s)`)
  if (cycles.length) process.exit(1)
}
