// Folder-level import cycles, for `npm test`: reads the module graph of src/ and demo/server/ with
// dependency-cruiser, collapses each module to its folder (a file directly in src/ or demo/server/
// stays itself) and fails on any cycle between folders. Tests are left out: they may reach across.
import { cruise } from 'dependency-cruiser'

const ROOTS = ['src', 'demo/server']

/**
 * Imports between folders that still close a cycle on the server, left to the engineers who own
 * those folders: each is "from-folder -> to-folder" and is left out before cycles are looked for.
 * A listed import that no longer exists fails the check too, so the list only shrinks.
 */
const KNOWN = [
  // The lead's e-mail reads the clinic's emergency notice: the lead's notification, same module.
  'demo/server/mail -> demo/server/clinics',
  // A stored submission carries the route's type, which belongs with the lead's clinic rule.
  'demo/server/db -> demo/server/clinics',
  // Leaf modules that read the composition root (deps.ts) instead of being handed what they need.
  'demo/server/uploads -> demo/server/deps.ts',
  'demo/server/webhooks -> demo/server/deps.ts',
  'demo/server/http -> demo/server/deps.ts',
  'demo/server/workspace -> demo/server/deps.ts',
  // Repositories and the request environment that read the workspace's session scope type.
  'demo/server/db -> demo/server/workspace',
  'demo/server/http -> demo/server/workspace',
  // The demo account's migration reads the recovery folder's demo user.
  'demo/server/db -> demo/server/recovery',
  // Result HTML reuses the mail folder's text-to-HTML helper, while mail uses html/'s escaping.
  'demo/server/html -> demo/server/mail',
  // Debt left by merging the triage, security and embedding work, each to be moved where it belongs:
  // the stored triage's type read by the submissions repository (belongs in a shared types module),
  'demo/server/db -> demo/server/triage',
  // the demo-mark migration reading the demo data's list (the list belongs in db/),
  'demo/server/db -> demo/server/maintenance',
  // the emergency notice living in clinics/ while it is triage's wording (belongs in triage/),
  'demo/server/triage -> demo/server/clinics',
  // the offline engine asking triage for red flags while triage reads the pet's age from assessment/,
  'demo/server/assessment -> demo/server/triage',
  // HttpError thrown from below the HTTP layer (a domain error belongs there, as clinics/ now does),
  'demo/server/uploads -> demo/server/http',
  'demo/server/clinics -> demo/server/http',
  'demo/server/clinics -> demo/server/deps.ts',
  // the keyed hash kept in recovery/ while limits and admin tokens use it too (belongs in a crypto helper),
  'demo/server/http -> demo/server/recovery',
  'demo/server/clinics -> demo/server/recovery',
  // the webmaster e-mail rendering the embed snippet,
  'demo/server/mail -> demo/server/embed',
]

/** The node a module belongs to: its folder, or the file itself at a root's top level. */
function nodeOf(file) {
  const dir = file.slice(0, file.lastIndexOf('/'))
  return ROOTS.includes(dir) ? file : dir
}

const { output } = await cruise(ROOTS, {
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: ['\\.test\\.tsx?$', '/testing/', '\\.d\\.ts$'] },
  tsConfig: { fileName: 'tsconfig.json' },
}, { extensions: ['.ts', '.tsx', '.js', '.mjs'] })

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

// The known imports are set aside (and remembered, to report those that are gone).
const allEdges = new Set([...edges].flatMap(([a, m]) => [...m.keys()].map((b) => `${a} -> ${b}`)))
for (const k of KNOWN) {
  const [a, b] = k.split(' -> ')
  edges.get(a)?.delete(b)
}

// Tarjan's strongly connected components: every component of two or more folders is a cycle.
let index = 0
const idx = new Map(), low = new Map(), stack = [], on = new Set(), cycles = []
function visit(v) {
  idx.set(v, index); low.set(v, index++); stack.push(v); on.add(v)
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))) }
    else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)))
  }
  if (low.get(v) === idx.get(v)) {
    const scc = []
    let w
    do { w = stack.pop(); on.delete(w); scc.push(w) } while (w !== v)
    if (scc.length > 1) cycles.push(scc.sort())
  }
}
for (const v of edges.keys()) if (!idx.has(v)) visit(v)

const key = (c) => c.join(' <-> ')
const bad = cycles
const gone = KNOWN.filter((k) => !allEdges.has(k))
for (const c of bad) {
  console.error(`folder cycle: ${key(c)}`)
  for (const a of c) for (const b of c) { const why = edges.get(a)?.get(b); if (why) console.error(`  ${why}`) }
}
for (const k of gone) console.error(`scripts/cycles.mjs lists an import between folders that no longer exists, remove it: ${k}`)
if (process.argv.includes('--pairs')) {
  for (const [a, m] of edges) for (const b of m.keys()) if (a < b && edges.get(b)?.has(a)) console.log(`pair ${a} <-> ${b}\n  ${m.get(b)}\n  ${edges.get(b)?.get(a)}`)
}
console.log(`${edges.size} folders checked in ${ROOTS.join(' and ')}: ${cycles.length} cycle(s), ${KNOWN.length} known imports set aside`)
if (bad.length || gone.length) process.exit(1)
