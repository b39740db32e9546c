import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { BODY_LIMITS } from './limits'
import { fail } from './respond'

/** What the cap needs of a declared call: its method, its path (OpenAPI form, `{id}`) and, for a write, its body cap. */
export interface LimitedCall {
  method: string
  path: string
  bodyLimit?: number
}

/** `/pet/image/{id}` under `/api` → a pattern matching `/api/pet/image/<anything but a slash>` exactly. */
function pathPattern(apiBase: string, path: string): RegExp {
  const escaped = (apiBase + path).split(/\{[^}]+\}/).map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${escaped.join('[^/]+')}$`)
}

/**
 * The body cap of a write: the one its call declares. A write that is no declared call (the
 * signed-in workspace and the operator's calls, which read their own bodies with their own caps)
 * is small JSON.
 */
export function bodyLimitOf(calls: readonly LimitedCall[], apiBase = ''): (method: string, path: string) => number {
  const table = calls.filter((c) => c.bodyLimit !== undefined).map((c) => ({ method: c.method.toUpperCase(), pattern: pathPattern(apiBase, c.path), limit: c.bodyLimit! }))
  return (method, path) => table.find((row) => row.method === method && row.pattern.test(path))?.limit ?? BODY_LIMITS.json
}

/**
 * Caps every write body at its call's declared cap with Hono's body-limit middleware (413 in the
 * API envelope), before idempotency or a handler reads a byte more than allowed.
 */
export function limitBodies(calls: readonly LimitedCall[], apiBase: string): MiddlewareHandler {
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) => fail(c, 413, { _: 'Request body too large' })
  const limitOf = bodyLimitOf(calls, apiBase)
  const middleware = new Map<number, MiddlewareHandler>()
  const capAt = (maxSize: number) => {
    let m = middleware.get(maxSize)
    if (!m) middleware.set(maxSize, (m = bodyLimit({ maxSize, onError })))
    return m
  }
  return async function limitBodies(c, next) {
    if (c.req.method !== 'POST' && c.req.method !== 'PATCH') return next()
    return capAt(limitOf(c.req.method, c.req.path))(c, next)
  }
}
