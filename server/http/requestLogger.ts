import type { MiddlewareHandler } from 'hono'

/**
 * One line per request: method, path, status, milliseconds. Never the query string, headers or
 * body, and paths only ever carry server-made ids, so no personal data reaches the log.
 */
export function requestLogger(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now()
    await next()
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - start)}ms`)
  }
}
