import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono, type Context } from 'hono'

/** demo/public/assets: the landing page's stylesheet and script, and the clinics' logos. */
const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'assets')
/** web-vitals' script-tag build, served from the installed package so it never enters dist/. */
const WEB_VITALS = join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js')

const TYPES: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
}

/** One file by path, with its type, nosniff, an ETag and a short revalidating cache; null when absent. */
async function sendFile(c: Context, path: string): Promise<Response | null> {
  const type = TYPES[path.split('.').pop() ?? '']
  if (!type) return null
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch {
    return null
  }
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`
  const headers = {
    'content-type': type,
    etag,
    'cache-control': 'public, max-age=300, must-revalidate',
    'x-content-type-options': 'nosniff',
  }
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(bytes), { status: 200, headers })
}

/** A plain file name: no slashes, no dot-files, so no path leaves the folder. */
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/

/**
 * The demo host's static files: /assets/<name> (landing.css, vitals.js), /assets/logos/<clinicId>.svg
 * (the logos src/clinics/registry.ts points at) and /vendor/web-vitals.iife.js.
 */
export function assetsApp(): Hono {
  const app = new Hono({ strict: true })
  const notFound = (c: Context) => c.text('Not found', 404)
  app.get('/assets/logos/:name', async (c) => {
    const name = c.req.param('name')
    return (SAFE_NAME.test(name) && name.endsWith('.svg') ? await sendFile(c, join(ASSETS_DIR, 'logos', name)) : null) ?? notFound(c)
  })
  app.get('/assets/:name', async (c) => {
    const name = c.req.param('name')
    return (SAFE_NAME.test(name) ? await sendFile(c, join(ASSETS_DIR, name)) : null) ?? notFound(c)
  })
  app.get('/vendor/web-vitals.iife.js', async (c) => (await sendFile(c, WEB_VITALS)) ?? notFound(c))
  return app
}
