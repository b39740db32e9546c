import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The folder holding PetLead's package.json: the repository in development, `node_modules/petlead`
 * in an installed package. Found by walking up from this module, because the same code runs from
 * `server/*.ts` (tsx, tests) and from the compiled `server/dist/*.js`, at different depths.
 */
export function packageRoot(from: string = fileURLToPath(import.meta.url)): string {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'petlead') return dir
    if (dirname(dir) === dir) throw new Error(`PetLead's package.json was not found above ${from}`)
  }
}
