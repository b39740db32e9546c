import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

/** `from '...'`, `import '...'` and `import('...')` of a relative path (type-only imports too). */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g

/** The file a relative specifier names, as the bundler resolves it: as written, or with .ts, .tsx or /index.ts. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => statSync(f, { throwIfNoEntry: false })?.isFile())
}

/**
 * A digest of every source file `entries` reach through relative imports, each named by its path
 * from `root`, plus `extra` (package versions): it changes whenever anything those files could do
 * changes. A specifier that resolves to no file is part of the digest too, so a file added later
 * under that name changes it.
 */
export function sourceClosureDigest(root: string, entries: readonly string[], extra: readonly string[] = []): string {
  const hash = createHash('sha256')
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    hash.update(`${relative(root, file)}\0${text}\0`)
    if (!/\.(ts|tsx|mts|js|mjs)$/.test(file)) return
    for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
      const target = resolveSpecifier(file, specifier!)
      if (target) visit(target)
      else hash.update(`missing ${relative(root, file)} -> ${specifier}\0`)
    }
  }
  for (const entry of entries) visit(resolve(root, entry))
  for (const e of extra) hash.update(`${e}\0`)
  return hash.digest('hex').slice(0, 16)
}
