import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { callTable, type TableCall } from './callTable'
import { BODY_LIMITS } from './limits'
import { fail } from './respond'

/**
 * The body cap of a write: the one its call declares. A write that is no declared call (the
 * signed-in workspace and the operator's calls, which read their own bodies with their own caps)
 * is small JSON.
 */
export function bodyLimitOf(calls: readonly TableCall[], apiBase: string): (method: string, path: string) => number {
  const find = callTable(calls, apiBase)
  return (method, path) => find(method, path)?.bodyLimit ?? BODY_LIMITS.json
}

/**
 * Caps every write body at its call's declared cap with Hono's body-limit middleware (413 in the
 * API envelope), before idempotency or a handler reads a byte more than allowed.
 */
export function limitBodies(calls: readonly TableCall[], apiBase: string): MiddlewareHandler {
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) => fail(c, 413, { _: 'Request body too large' })
  const limitOf = bodyLimitOf(calls, apiBase)
  const caps = new Map<number, MiddlewareHandler>()
  const capAt = (maxSize: number) => {
    let cap = caps.get(maxSize)
    if (!cap) caps.set(maxSize, (cap = bodyLimit({ maxSize, onError })))
    return cap
  }
  return async function limitBodies(c, next) {
    if (c.req.method !== 'POST' && c.req.method !== 'PATCH') return next()
    const maxSize = limitOf(c.req.method, c.req.path)
    // A declared length is judged as bodyLimit judges it, from the header alone: asking bodyLimit
    // would first build the request's web body stream (on @hono/node-server, a whole web Request
    // beside the socket's message), which readBody then has no need for. Chunked bodies are
    // counted by bodyLimit as they stream.
    const declared = c.req.header('content-length')
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number.parseInt(declared || '0', 10) > maxSize ? onError(c) : next()
    return capAt(maxSize)(c, next)
  }
}
