import { Hono } from 'hono'
import type { Queryable } from '../db/db'
import type { Metrics } from '../observability/createMetrics'
import type { Heartbeats } from '../observability/heartbeats'
import type { ServerConfig } from '../serverConfig'
import { metricsAllowed } from './metricsAllowed'
import { readiness } from '../observability/readiness'

/**
 * The operator's doors, outside the API base path: no session, no CORS, no rate limit (a probe
 * every few seconds must never be refused), and `cache-control: no-store` so no proxy answers
 * for a process that has since died.
 * - `GET /healthz`: the process is up (200 `{status:'ok'}`), for a liveness probe.
 * - `GET /readyz`: 200 when it can serve (readiness.ts), else 503 naming the failed check.
 * - `GET /metrics`: Prometheus text, to loopback or the METRICS_TOKEN bearer only; 404 to anyone
 *   else, so its existence is not advertised.
 */
export function healthRoutes(deps: {
  db: Queryable
  config: Pick<ServerConfig, 'mode' | 'metricsToken'>
  heartbeats?: Heartbeats
  metrics: Metrics
}): Hono {
  const app = new Hono()
  // Set on each answer, not by a '*' middleware: a sub-app's '*' middleware runs for every path of
  // the app it is mounted in, and would strip the API's own cache headers.
  const NO_STORE = { 'cache-control': 'no-store' }
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE))
  app.get('/readyz', async (c) => {
    const { ready, checks } = await readiness(deps)
    return c.json({ status: ready ? 'ok' : 'unavailable', checks }, ready ? 200 : 503, NO_STORE)
  })
  app.get('/metrics', async (c) => {
    if (!metricsAllowed(c, deps.config.metricsToken)) return c.text('Not found', 404, NO_STORE)
    const { registry } = deps.metrics
    return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType, ...NO_STORE })
  })
  return app
}
