import type { ICruiseResult, IFlattenedRuleSet } from 'dependency-cruiser'

/** The sources the import checks cover (see moduleGraph.mjs). */
export const SOURCE_ROOTS: string[]
/** Left out of the checked graph (see moduleGraph.mjs). */
export const NOT_CHECKED: string[]
/** The module graph reached from `entries`, read with the checks' one set of options (see moduleGraph.mjs). */
export function readModuleGraph(
  entries: string[],
  options?: { baseDir?: string; exclude?: string[]; tsConfig?: string; ruleSet?: IFlattenedRuleSet },
): Promise<ICruiseResult>
