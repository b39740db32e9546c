import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Context } from 'hono'
import { etagOf } from './etag'

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  map: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  ts: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
}

/**
 * Serves one file from `dir` by a plain file name (no slashes, no dot-files), with its content
 * type, an ETag and a short revalidating cache: the bundle names are not versioned, so a long
 * `immutable` would pin clinics to an old build. 404 (null) for anything else.
 */
export async function staticFile(
  c: Context,
  dir: string,
  name: string,
  extraHeaders: Record<string, string> = {},
): Promise<Response | null> {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(name)) return null
  const type = TYPES[name.split('.').pop() ?? '']
  if (!type) return null
  let bytes: Buffer
  try {
    bytes = await readFile(join(dir, name))
  } catch (err) {
    // Only "there is no such file" is a 404; an unreadable file (permissions, I/O) is the operator's to see, as a logged 500.
    if (['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG'].includes((err as NodeJS.ErrnoException)?.code ?? '')) return null
    throw err
  }
  const etag = etagOf(bytes)
  const headers = {
    'content-type': type,
    etag,
    'cache-control': 'public, max-age=300, must-revalidate',
    'x-content-type-options': 'nosniff',
    ...extraHeaders,
  }
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(bytes), { status: 200, headers })
}
