// Folder-level import cycles, for `npm test`: reads the module graph of src/ and server/ with
// dependency-cruiser, collapses each module to its folder (a file directly in src/ or server/
// stays itself) and fails on any cycle between folders, with no exceptions. Tests are left out: they may reach across.
import { cruise } from 'dependency-cruiser'

const ROOTS = ['src', 'server']

/** The node a module belongs to: its folder, or the file itself at a root's top level. */
function nodeOf(file) {
  const dir = file.slice(0, file.lastIndexOf('/'))
  return ROOTS.includes(dir) ? file : dir
}

const { output } = await cruise(
  ROOTS,
  {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '/testing/', '\\.d\\.ts$', '^server/dist/'] },
    tsConfig: { fileName: 'tsconfig.json' },
  },
  { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
)

/** @type {Map<string, Map<string, string>>} folder -> folder -> one import that makes the edge */
const edges = new Map()
for (const m of /** @type {any} */ (output).modules) {
  if (!ROOTS.some((r) => m.source.startsWith(r + '/'))) continue
  const from = nodeOf(m.source)
  for (const d of m.dependencies) {
    if (d.coreModule || d.couldNotResolve || !ROOTS.some((r) => d.resolved.startsWith(r + '/'))) continue
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
if (process.argv.includes('--pairs')) {
  for (const [a, m] of edges)
    for (const b of m.keys()) if (a < b && edges.get(b)?.has(a)) console.log(`pair ${a} <-> ${b}\n  ${m.get(b)}\n  ${edges.get(b)?.get(a)}`)
}
console.log(`${edges.size} folders checked in ${ROOTS.join(' and ')}: ${cycles.length} cycle(s)`)
if (cycles.length) process.exit(1)
