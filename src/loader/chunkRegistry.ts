/**
 * The chunks' module registry. Each chunk file is an AMD-style module that calls
 * `PetLeadChunk(id, deps, factory)` when it runs (rollup's `amd` output, renamed so it never
 * meets a page's own AMD loader). Running a file only records it; a module's factory runs once,
 * when a widget first needs it, after its dependencies.
 */
type Factory = (...deps: unknown[]) => void

const defined = new Map<string, { deps: string[]; factory: Factory }>()
const instances = new Map<string, Record<string, unknown>>()

/** The global every chunk calls. A second copy of a chunk (a retry that both arrived) is ignored. */
export function defineChunk(id: string, deps: string[], factory: Factory): void {
  if (!defined.has(id)) defined.set(id, { deps, factory })
}

/** Whether the chunk file `id` has run. */
export function isDefined(id: string): boolean {
  return defined.has(id)
}

/** The exports of chunk `id`, running its factory (and its dependencies') the first time. */
export function instantiate(id: string, base: string): Record<string, unknown> {
  const ready = instances.get(id)
  if (ready) return ready
  const chunk = defined.get(id)
  if (!chunk) throw new Error(`PetLead: chunk ${id} has not been loaded`)
  const exports: Record<string, unknown> = {}
  instances.set(id, exports)
  const args = chunk.deps.map((dep) => {
    if (dep === 'exports') return exports
    // rollup turns import.meta.url into `new URL(module.uri, document.baseURI)`.
    if (dep === 'module') return { id, uri: `${base}${id}.js` }
    return instantiate(dep.replace(/^\.\//, '').replace(/\.js$/, ''), base)
  })
  chunk.factory(...args)
  return exports
}
