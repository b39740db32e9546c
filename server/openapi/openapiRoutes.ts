import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { buildDocument } from './buildDocument'
import { callsOf, registerCall } from './declareCall'
import { docCalls } from './docCalls'
import { etagOf, isFresh } from '../http/etag'
import { REFERENCE_CSP } from './referenceCss'
import { referenceHtml } from './referenceHtml'
import type { ApiCall } from './types'

interface Served {
  body: string
  etag: string
}

/** Cacheable, revalidated by ETag: the document only changes with a deploy. */
const CACHE = 'public, max-age=300'

function send(c: Context<AppEnv>, served: Served, headers: Record<string, string>): Response {
  const common = { etag: served.etag, 'cache-control': CACHE, ...headers }
  if (isFresh(c.req.header('if-none-match'), served.etag)) return c.body(null, 304, common)
  return c.body(served.body, 200, common)
}

/**
 * GET /openapi.json (the OpenAPI 3.1 document of the public calls) and GET /reference (the same
 * as a readable page, under a CSP that allows no script). Both built once, on first request,
 * from the declarations of `calls` and of these two.
 */
export function openapiRoutes(deps: Pick<Deps, 'config'>, calls: readonly ApiCall[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  let built: { json: Served; page: Served } | undefined
  const get = () => {
    if (built) return built
    const doc = buildDocument(deps.config.apiBase, [...calls, ...callsOf(docCalls)])
    const json = JSON.stringify(doc)
    const page = referenceHtml(doc, deps.config.apiBase + docCalls.document.path)
    built = { json: { body: json, etag: etagOf(json) }, page: { body: page, etag: etagOf(page) } }
    return built
  }
  // About 70 KB of JSON and 80 KB of HTML, a tenth of that gzipped.
  app.use(docCalls.document.path, compress())
  app.use(docCalls.reference.path, compress())
  registerCall(app, docCalls.document, (c) =>
    send(c, get().json, {
      'content-type': 'application/json; charset=utf-8',
      // Public like the calls it describes: editors and code generators on any origin may read it.
      'access-control-allow-origin': '*',
    }),
  )
  registerCall(app, docCalls.reference, (c) =>
    send(c, get().page, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': REFERENCE_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    }),
  )
  return app
}
