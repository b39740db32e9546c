import type { Context } from 'hono'
import { etagOf, isFresh } from './etag'

/**
 * `ok`'s envelope for a public answer a browser or proxy may keep for `maxAgeSeconds`: sent with
 * its ETag, and answered 304 with no body when the request's If-None-Match already names it, so a
 * page that loads it again costs a header exchange.
 */
export function okCached(c: Context, content: unknown, maxAgeSeconds: number): Response {
  const body = JSON.stringify({ success: true, content })
  const etag = etagOf(body)
  c.header('cache-control', `public, max-age=${maxAgeSeconds}`)
  c.header('etag', etag)
  if (isFresh(c.req.header('if-none-match'), etag)) return c.body(null, 304)
  return c.body(body, 200, { 'content-type': 'application/json; charset=utf-8' })
}
