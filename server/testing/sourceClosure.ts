import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readModuleGraph } from '../../scripts/moduleGraph.mjs'

/**
 * A digest of every source file `entries` reach through their imports (type-only ones too), read
 * with the import checks' own reading of the module graph (scripts/moduleGraph.mjs), each file named by its path
 * from `root`, plus `extra` (package versions): it changes whenever anything those files could do
 * changes. An import that resolves to no file is part of the digest too, so a file added later under
 * that name changes it. Packages are left to `extra`.
 */
export async function sourceClosureDigest(root: string, entries: readonly string[], extra: readonly string[] = []): Promise<string> {
  const output = await readModuleGraph([...entries], { baseDir: root })
  const hash = createHash('sha256')
  const modules = output.modules.filter((m) => !m.coreModule && !m.couldNotResolve).sort((a, b) => a.source.localeCompare(b.source))
  for (const m of modules) {
    hash.update(`${m.source}\0${readFileSync(join(root, m.source), 'utf8')}\0`)
    for (const d of m.dependencies) if (d.couldNotResolve) hash.update(`missing ${m.source} -> ${d.module}\0`)
  }
  for (const e of extra) hash.update(`${e}\0`)
  return hash.digest('hex').slice(0, 16)
}
