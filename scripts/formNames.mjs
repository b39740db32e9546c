// The widget list (FORM_NAMES in src/formNames.ts) for the build scripts, which run in plain Node
// and cannot import TypeScript: the list stays written once, in the source the widgets compile.
import { readFileSync } from 'node:fs'

/** @returns {string[]} every widget name, in the order of src/formNames.ts */
export function formNames(file = new URL('../src/formNames.ts', import.meta.url)) {
  const list = readFileSync(file, 'utf8').match(/export const FORM_NAMES = \[([^\]]*)\]/)
  if (!list) throw new Error('src/formNames.ts: FORM_NAMES not found')
  return [...list[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1])
}
