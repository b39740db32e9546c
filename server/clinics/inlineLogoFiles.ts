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
    } catch (err) {
      // A path the file system cannot read (a system error with a code) is left as written, and the
      // import reports it as not an image; anything else is a bug and propagates.
      if (!(err as NodeJS.ErrnoException)?.code) throw err
      return row
    }
  })
}
