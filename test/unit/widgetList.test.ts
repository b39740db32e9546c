import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FORM_NAMES } from '../../src/formNames'
import { formNames } from '../../scripts/formNames.mjs'

/**
 * One widget list (FORM_NAMES in src/formNames.ts). The build reads it for the widget entries
 * and chunks (rollup.config.mjs through scripts/formNames.mjs); every other place that names the
 * widgets is checked against it here: a name added to the list and missing anywhere fails.
 */

const root = resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(resolve(root, file), 'utf8')

interface Tree {
  entryExists(name: string): boolean
  exportsMap: Record<string, unknown>
  singleFile: string
  bundlerEntry: string
  readme: string
  chunks?: Record<string, string[]>
}

function realTree(): Tree {
  const chunks = resolve(root, 'dist/chunks.json')
  return {
    entryExists: (name) => existsSync(resolve(root, `src/widgets/${name}.ts`)),
    exportsMap: (JSON.parse(read('package.json')) as { exports: Record<string, unknown> }).exports,
    singleFile: read('src/umd.ts'),
    bundlerEntry: read('src/index.ts'),
    // The Forms table: from its heading to the next one.
    readme: read('README.md').split('\n### Forms\n')[1]?.split('\n#')[0] ?? '',
    // Written by the build (`npm test` builds first); a tree never built has none to check.
    chunks: existsSync(chunks) ? (JSON.parse(readFileSync(chunks, 'utf8')) as { widgets: Record<string, string[]> }).widgets : undefined,
  }
}

/** Every place a widget name is missing from, as "<place>: <name>". */
function gaps(names: readonly string[], t: Tree): string[] {
  const out: string[] = []
  for (const name of names) {
    if (!t.entryExists(name)) out.push(`src/widgets/${name}.ts (the widget entry the builds use): ${name}`)
    const entry = t.exportsMap[`./${name}`] as { types?: string; import?: string } | undefined
    if (entry?.types !== `./dist/petlead-${name}.d.ts` || entry.import !== `./dist/petlead-${name}.mjs`)
      out.push(`package.json exports: ${name}`)
    if (!t.singleFile.includes(`from './widgets/${name}'`)) out.push(`src/umd.ts (the single file's map): ${name}`)
    if (!t.bundlerEntry.includes(`import('./widgets/${name}')`)) out.push(`src/index.ts (the bundlers' map): ${name}`)
    if (!t.readme.includes(`| \`${name}\` |`)) out.push(`README.md's Forms table: ${name}`)
    if (t.chunks && !t.chunks[name]?.length) out.push(`dist/chunks.json (the loader's chunk groups): ${name}`)
  }
  return out
}

describe('the widget list', () => {
  it('is what the build scripts read', () => {
    expect(formNames()).toEqual([...FORM_NAMES])
  })

  it('names every widget in every place that lists widgets, and those places name no other', () => {
    const t = realTree()
    expect(gaps(FORM_NAMES, t)).toEqual([])
    const exported = Object.keys(t.exportsMap)
      .filter((k) => /^\.\/[a-z-]+$/.test(k))
      .map((k) => k.slice(2))
    expect(exported.sort()).toEqual([...FORM_NAMES].sort())
    const inReadme = [...t.readme.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1])
    expect(inReadme.filter((n) => !(FORM_NAMES as readonly string[]).includes(n))).toEqual([])
    if (t.chunks) expect(Object.keys(t.chunks).sort()).toEqual([...FORM_NAMES].sort())
  })

  it('a name added to the list but nowhere else is reported in every place', () => {
    const added = gaps([...FORM_NAMES, 'new-widget'], realTree())
    const places = ['src/widgets/', 'package.json exports', 'src/umd.ts', 'src/index.ts', "README.md's Forms table"]
    if (existsSync(resolve(root, 'dist/chunks.json'))) places.push('dist/chunks.json')
    expect(added).toHaveLength(places.length)
    for (const p of places) expect(added.some((g) => g.startsWith(p) && g.endsWith(': new-widget'))).toBe(true)
  })
})
