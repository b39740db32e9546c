import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sourceClosureDigest } from './sourceClosure'

let root: string
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Three files: main.ts imports a.ts (which imports b by a name without extension); other.ts is reached by nothing. */
function project() {
  root = mkdtempSync(join(tmpdir(), 'petlead-closure-'))
  writeFileSync(join(root, 'main.ts'), "import { a } from './a'\nexport const main = a")
  writeFileSync(join(root, 'a.ts'), "import type { B } from './b'\nexport const a: B = 1")
  writeFileSync(join(root, 'b.ts'), 'export type B = number')
  writeFileSync(join(root, 'other.ts'), 'export const other = 1')
  return () => sourceClosureDigest(root, ['main.ts'], ['pglite 1.0.0'])
}

// The kept test template (migratedTemplate.ts) is used again only while this digest is the same.
describe('the digest of what a file reaches', () => {
  it('changes when a file reached two imports away changes, and not when an unreached one does', async () => {
    const digest = project()
    const first = await digest()
    writeFileSync(join(root, 'other.ts'), 'export const other = 2')
    expect(await digest()).toBe(first)
    writeFileSync(join(root, 'b.ts'), 'export type B = string')
    expect(await digest()).not.toBe(first)
  })

  it('changes when a file appears under a name an import gave but nothing held, and with the package version', async () => {
    const digest = project()
    writeFileSync(join(root, 'a.ts'), "import './later'\nexport const a = 1")
    const before = await digest()
    writeFileSync(join(root, 'later.ts'), 'export {}')
    expect(await digest()).not.toBe(before)
    expect(await sourceClosureDigest(root, ['main.ts'], ['pglite 1.0.1'])).not.toBe(await digest())
  })
})
