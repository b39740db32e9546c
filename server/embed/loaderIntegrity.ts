import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'

let cached: { file: string; mtimeMs: number; value: string | null } | undefined

/** The script the embed builder offers: the chunk loader, since this host serves its chunks beside it. */
export const LOADER_FILE = 'petlead.loader.js'

/**
 * The sha384 of the loader this server serves, from `distDir/integrity.json` (written by each
 * build), re-read when the file changes so a rebuild needs no restart. Null when there is none.
 */
export async function loaderIntegrity(distDir: string): Promise<string | null> {
  const file = join(distDir, 'integrity.json')
  try {
    const { mtimeMs } = await stat(file)
    if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.value
    const value = (JSON.parse(await readFile(file, 'utf8')) as Record<string, string>)[LOADER_FILE] ?? null
    cached = { file, mtimeMs, value }
    return value
  } catch (err) {
    // No integrity.json (a build that wrote none, or not built yet) or one that is not JSON: no hash,
    // and the page loads the loader without SRI. Anything else (a bug) propagates.
    if (!(err instanceof SyntaxError) && !(err as NodeJS.ErrnoException)?.code) throw err
    return null
  }
}
