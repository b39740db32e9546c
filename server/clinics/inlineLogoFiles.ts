import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * Run where the import file is (the CLI, the demo's seed), never by the server for a client:
 * a logo given as a path relative to the file becomes a data: URL, so the server receives bytes
 * and never reads a file a request names. A path that cannot be read is left as it is, and the
 * import reports it like any other value that is not an image.
 */
export function inlineLogoFiles(rows: unknown, baseDir: string): unknown {
  if (!Array.isArray(rows)) return rows
  return rows.map((row) => {
    const logo = (row as { logo?: unknown })?.logo
    if (typeof logo !== 'string' || logo.startsWith('data:') || /^https?:\/\//i.test(logo)) return row
    try {
      return { ...row, logo: `data:application/octet-stream;base64,${readFileSync(resolve(baseDir, logo)).toString('base64')}` }
    } catch {
      return row
    }
  })
}
