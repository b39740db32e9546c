// How every check that follows imports reads the module graph: one set of dependency-cruiser options,
// so the may-import rules and the folder-cycle check (depRules.mjs, cycles.mjs) and the test template's
// key (server/testing/sourceClosure.ts) all see the same imports. dependency-cruiser is there because
// resolving TypeScript imports (paths, extensions, type-only imports) is a compiler's job, not a regex's.
import { cruise } from 'dependency-cruiser'

/** The sources the import checks cover: the widgets and the workspace (src), and the server. */
export const SOURCE_ROOTS = ['src', 'server']

/** Left out of the checked graph: tests and the test kit (they may reach across), declarations, the compiled server. */
export const NOT_CHECKED = ['\\.test\\.tsx?$', '/testing/', '\\.d\\.ts$', '^server/dist/']

/**
 * The module graph reached from `entries`: every import of the TypeScript and JavaScript sources,
 * type-only ones included (they are read before compilation erases them), packages named but not
 * followed into. With `ruleSet`, each dependency also says which rule it breaks.
 * @param {string[]} entries folders or files, from `baseDir` (default: the working directory)
 * @param {{ baseDir?: string, exclude?: string[], tsConfig?: string, ruleSet?: import('dependency-cruiser').IFlattenedRuleSet }} [options]
 * @returns {Promise<import('dependency-cruiser').ICruiseResult>}
 */
export async function readModuleGraph(entries, { baseDir, exclude = ['^node_modules'], tsConfig, ruleSet } = {}) {
  const { output } = await cruise(
    entries,
    {
      ...(baseDir ? { baseDir } : {}),
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: exclude },
      ...(tsConfig ? { tsConfig: { fileName: tsConfig } } : {}),
      ...(ruleSet ? { ruleSet, validate: true } : {}),
    },
    { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  )
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not modules')
  return output
}
