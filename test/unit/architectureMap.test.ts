import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const DOC = 'docs/architecture.md'

/** The folders whose every sub-folder the map must name: the top levels, and the modules one level down. */
const MAPPED = ['server', 'src', 'demo', 'src/forms', 'src/workspace', 'server/triage', 'server/testing']

/**
 * Build output, ignored by git, is not a folder of the code: `server/dist/` (written by `npm run
 * build`) and `demo/dist/` (the demo server crash.test.ts bundles and starts).
 */
const BUILT = new Set(['server/dist/', 'demo/dist/'])

/** The folders that exist under `dir`, as `dir/name/`. */
function foldersOf(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !BUILT.has(`${dir}/${e.name}/`))
    .map((e) => `${dir}/${e.name}/`)
}

/** Every folder path the map names in code spans: `server/...`, `src/...`, `demo/...` ending in a slash. */
function foldersNamed(doc: string): Set<string> {
  return new Set([...doc.matchAll(/`((?:server|src|demo)\/[\w./-]*\/)`/g)].map((m) => m[1]!))
}

const doc = readFileSync(join(ROOT, DOC), 'utf8')
const named = foldersNamed(doc)

describe('the architecture map (docs/architecture.md) is true', () => {
  it('names every folder of server/, src/ and demo/, and every module one level down in forms, workspace, triage and testing', () => {
    const folders = MAPPED.flatMap(foldersOf)
    expect(folders).toContain('server/leads/')
    expect(folders).toContain('src/forms/health/')
    expect(folders.filter((f) => !named.has(f))).toEqual([])
  })

  it('names no folder that does not exist', () => {
    const missing = [...named].filter((f) => !BUILT.has(f) && !(existsSync(join(ROOT, f)) && statSync(join(ROOT, f)).isDirectory()))
    expect(missing).toEqual([])
  })

  it('names only repositories that exist in server/db', () => {
    const repos = new Set([...doc.matchAll(/`(\w+Repo)`/g)].map((m) => m[1]!))
    expect(repos.size).toBeGreaterThan(20)
    expect([...repos].filter((r) => !existsSync(join(ROOT, 'server/db', `${r}.ts`)))).toEqual([])
  })

  it('lists one row per background loop that server/startServer.ts starts', () => {
    const started = [
      ...readFileSync(join(ROOT, 'server/startServer.ts'), 'utf8').matchAll(/const (\w+) = (?:\w+ \? )?(?:startLoop|loop)\(/g),
    ].map((m) => m[1]!)
    expect(started.length).toBeGreaterThanOrEqual(8)
    const loops = doc.slice(doc.indexOf('## The background loops'), doc.indexOf('## A lead'))
    const rows = [...loops.matchAll(/^\| (\w+) \| `\w+` \|/gm)].map((m) => m[1]!)
    expect(rows.sort()).toEqual(started.sort())
  })
})
