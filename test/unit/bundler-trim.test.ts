import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { rollup, type Plugin } from 'rollup'
import { parseAst } from 'rollup/parseAst'
import { describe, expect, it } from 'vitest'
import { FORM_NAMES } from '../../src/formNames'

/**
 * A site built with a bundler that imports one widget's entry (`petlead/contact`)
 * ships that widget and the shared code only. Resolves `petlead/*` through package.json
 * `exports` (as a bundler does for an installed package) and bundles with rollup; dist/ must
 * be built (`npx rollup -c`).
 */
const rootDir = resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(readFileSync(resolve(rootDir, 'package.json'), 'utf8')) as { exports: Record<string, { import?: string } | string> }
const dist = resolve(rootDir, 'dist')

/** `petlead/<x>` → the file package.json `exports` names for `import`; the rest through node. */
const packageExports: Plugin = {
  name: 'petlead-exports',
  resolveId(id, importer) {
    if (id === '\0virtual') return id
    if (id === 'petlead' || id.startsWith('petlead/')) {
      const entry = pkg.exports[id === 'petlead' ? '.' : `./${id.slice('petlead/'.length)}`]
      if (!entry || typeof entry === 'string' || !entry.import) throw new Error(`${id} is not exported`)
      return resolve(rootDir, entry.import)
    }
    if (importer?.startsWith(dist) && id.startsWith('.')) return resolve(importer, '..', id)
    if (!id.startsWith('.') && !id.startsWith('/')) return { id, external: true }
    return null
  },
  load(id) {
    return id === '\0virtual' ? "import { mountContact } from 'petlead/contact'\nmountContact(document.body, {})\n" : null
  },
}

/** The string literals and template parts (10+ characters) of some code. */
function literals(code: string): Set<string> {
  const found = new Set<string>()
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(walk)
    const n = node as { type?: string; value?: unknown }
    if (n.type === 'Literal' && typeof n.value === 'string' && n.value.length >= 10) found.add(n.value)
    if (n.type === 'TemplateElement') {
      const cooked = (n.value as { cooked?: string }).cooked
      if (cooked && cooked.length >= 10) found.add(cooked)
    }
    for (const v of Object.values(node)) if (v && typeof v === 'object') walk(v)
  }
  walk(parseAst(code))
  return found
}

/** String literals (10+ characters) in `file` that no other ES file of the build contains. */
function ownStrings(file: string, others: string[]): string[] {
  const rest = others.map((f) => literals(readFileSync(resolve(dist, f), 'utf8')))
  return [...literals(readFileSync(resolve(dist, file), 'utf8'))].filter((l) => !rest.some((r) => r.has(l)))
}

describe("a bundler build importing only 'petlead/contact'", () => {
  it('every widget has an entry in package.json exports, with its types', () => {
    for (const form of FORM_NAMES) {
      expect(pkg.exports[`./${form}`]).toEqual({ types: `./dist/petlead-${form}.d.ts`, import: `./dist/petlead-${form}.mjs` })
    }
  })

  it('contains the contact form and no code of the other widgets', async () => {
    const bundle = await rollup({ input: '\0virtual', plugins: [packageExports], onwarn: () => undefined })
    const { output } = await bundle.generate({ format: 'es' })
    await bundle.close()
    const code = output.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n')
    const modules = output.flatMap((o) => (o.type === 'chunk' ? Object.keys(o.modules) : [])).map((m) => m.slice(dist.length + 1))
    const files = readdirSync(dist).filter((f) => f.endsWith('.mjs'))
    // The contact entry is in: its own strings (the check-mark's CSS) are there.
    const contact = ownStrings(
      'petlead-contact.mjs',
      files.filter((f) => f !== 'petlead-contact.mjs'),
    )
    expect(contact.length).toBeGreaterThan(0)
    const bundled = literals(code)
    expect(contact.filter((s) => !bundled.has(s))).toEqual([])
    expect(output.filter((o) => o.type === 'chunk')).toHaveLength(1) // no lazy chunk of another widget
    expect(modules).toContain('petlead-contact.mjs')
    let marked = 0
    for (const form of FORM_NAMES.filter((f) => f !== 'contact')) {
      // No other widget's entry module, and none of the strings only that entry holds (its
      // markup, payload keys, stylesheet).
      expect(modules).not.toContain(`petlead-${form}.mjs`)
      const own = ownStrings(
        `petlead-${form}.mjs`,
        files.filter((f) => f !== `petlead-${form}.mjs` && f !== 'petlead.mjs'),
      )
      if (own.length) marked++
      expect({ form, found: own.filter((s) => bundled.has(s)) }).toEqual({ form, found: [] })
    }
    // Half the entries have strings of their own to look for; the assessment forms' entries are
    // now lists of the kit's shared field names, with no string that is theirs alone.
    expect(marked).toBeGreaterThanOrEqual(5)
    // Nor the code only other widgets share: the assessment form, the step wizard, the comboboxes.
    for (const shared of ['petlead-AssessmentForm.mjs', 'petlead-StepForm.mjs', 'petlead-FormField.mjs'])
      expect(modules).not.toContain(shared)
    expect(code).not.toMatch(/downshift|aria-activedescendant/)
  })
})
