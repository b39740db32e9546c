import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { Logger } from '../observability/createLogger'
import type { Metrics } from '../observability/createMetrics'
import { loggedPath } from '../observability/loggedPath'
import { requestIdOf } from '../observability/requestIdOf'

/**
 * Gives every request an id (an incoming safe `x-request-id`, else a fresh one), echoes it in the
 * answer's `x-request-id`, and hands handlers a child logger carrying it (`c.get('log')`). After
 * the answer: one JSON line (method, route pattern, path, status, ms) and the duration metric by
 * route pattern, never the raw URL (a label per lead id would be a series per lead). A 5xx line
 * carries the error with its message and stack (`err`), so a 500 is never silent. Never the query
 * string, headers or body; secret path parameters are masked (loggedPath.ts).
 */
export function requestLogger(deps: { log: Logger; metrics: Metrics }): MiddlewareHandler<{ Variables: { reqId: string; log: Logger } }> {
  return async (c, next) => {
    const start = performance.now()
    const reqId = requestIdOf(c.req.header('x-request-id'))
    const log = deps.log.child({ reqId })
    c.set('reqId', reqId)
    c.set('log', log)
    c.header('x-request-id', reqId)
    await next()
    const ms = Math.round(performance.now() - start)
    const status = c.res.status
    // Unmatched paths all share the catch-all's pattern, so a scanner cannot grow the label set.
    const route = routePath(c) || '*'
    deps.metrics.httpDuration.observe({ method: c.req.method, route, status: `${Math.floor(status / 100)}xx` }, ms / 1000)
    const line = { method: c.req.method, route, path: loggedPath(c.req.path, c.req.param() as Record<string, string>), status, ms }
    if (status >= 500) log.error({ ...line, err: c.error }, 'request failed')
    else log.info(line, 'request')
  }
}
