import { mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * A webmaster's TypeScript site that installs PetLead and imports a widget's entry sees its types
 * through package.json `exports` (dist/*.d.ts, built by `npx rollup -c`): it can name the options a
 * widget entry takes and write declarations of its own that use them (before, `WidgetOptions` lived
 * only in a private shared chunk: `import type { WidgetOptions } from 'petlead'` failed, TS2305).
 */
const rootDir = resolve(import.meta.dirname, '../..')
const site = mkdtempSync(join(tmpdir(), 'petlead-site-'))
afterAll(() => rmSync(site, { recursive: true, force: true }))

/** The last program, whose unchanged files (TypeScript's lib, PetLead's declarations) the next one reuses. */
let last: ts.Program | undefined

function compile(source: string): string[] {
  mkdirSync(join(site, 'node_modules'), { recursive: true })
  try {
    symlinkSync(rootDir, join(site, 'node_modules', 'petlead'), 'dir')
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
  }
  const file = join(site, 'site.ts')
  writeFileSync(file, source)
  const program = (last = ts.createProgram(
    [file],
    {
      strict: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2020,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      declaration: true,
      emitDeclarationOnly: true,
      skipLibCheck: true,
      types: [],
    },
    undefined,
    last,
  ))
  const emitted = program.emit(undefined, () => undefined)
  return [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics].map(
    (d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
  )
}

describe("a TypeScript site importing 'petlead/health'", () => {
  it('names the options of a widget entry and declares its own function over them, without a type error', () => {
    const errors = compile(
      [
        "import { mountHealth } from 'petlead/health'",
        "import type { WidgetOptions } from 'petlead'",
        "export const options: WidgetOptions = { clinicId: 'willow-park', lang: 'es' }",
        'export const mountOurs = (el: Element, o: Parameters<typeof mountHealth>[1]) => mountHealth(el, o)',
      ].join('\n'),
    )
    expect(errors).toEqual([])
  })

  it('still fails on an option no widget takes (the types are read, not ignored)', () => {
    const errors = compile(
      ["import type { WidgetOptions } from 'petlead'", "export const options: WidgetOptions = { clinicID: 'x' }"].join('\n'),
    )
    expect(errors.join('\n')).toMatch(/TS2353|TS2561/)
  })
})
