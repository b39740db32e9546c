import { ownerMailBudget } from './mail/ownerMailBudget'
import { Hono } from 'hono'
import type { Deps } from './deps'
import { apiCors } from './http/apiCors'
import type { AppEnv } from './http/appEnv'
import { clientIp } from './http/clientIp'
import { idempotency } from './http/idempotency'
import { ipLimitKey } from './http/ipLimitKey'
import { limitBodies } from './http/limitBodies'
import { limitWrites } from './http/limitWrites'
import { fail, HttpError } from './http/respond'
import { openapiRoutes } from './openapi/openapiRoutes'
import { clinicAdminRoutes } from './routes/clinicAdminRoutes'
import { PUBLIC_CALLS, PUBLIC_FAMILIES } from './routes/publicFamilies'
import { workspaceRoutes } from './routes/workspaceRoutes'
import { ImageRejected } from './uploads/ImageRejected'

/**
 * Every documented API call (and the captcha challenge), relative to the API base. Errors
 * become the `{ success: false, content }` envelope: HttpError (and an ImageRejected from the
 * photo store) with its status, anything
 * unexpected a 500 whose details stay out of the answer (requestLogger logs them, with the request id).
 */
export function apiApp(deps: Deps): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
  // requestLogger (createApp) gives each request its logger; the API mounted alone logs through the process's.
  api.use('*', async (c, next) => {
    if (!c.var.log) c.set('log', deps.log)
    await next()
  })
  api.use('*', apiCors(deps.config))
  // Cheapest refusals first: body size, then rate limits, then the idempotency store's queries.
  api.use('*', limitBodies(PUBLIC_CALLS, deps.config.apiBase))
  api.use('*', limitWrites(deps, ownerMailBudget(deps)))
  // Public calls' keys belong to the client; the workspace mounts its own after its session check.
  const workspace = deps.config.apiBase.replace(/\/+$/, '') + '/workspace/'
  api.use(
    '*',
    idempotency(deps, {
      scope: (c) => 'client:' + ipLimitKey(clientIp(c, deps.config.trustProxy)),
      skip: (c) => c.req.path.startsWith(workspace),
    }),
  )
  // The public calls, each registered from its declaration; then the signed-in and operator calls, which are not public.
  for (const family of PUBLIC_FAMILIES) api.route('/', family.routes(deps))
  for (const routes of [clinicAdminRoutes, workspaceRoutes]) api.route('/', routes(deps))
  // The OpenAPI document of the public calls, built from the same declarations, and its reference page.
  api.route('/', openapiRoutes(deps, PUBLIC_CALLS))
  api.notFound((c) => fail(c, 404, { _: 'Not found' }))
  api.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v)
      return fail(c, err.status, err.content)
    }
    if (err instanceof ImageRejected) return fail(c, err.status, err.content)
    // Logged once, by requestLogger, with its message, stack and request id (the answer carries neither).
    return fail(c, 500, { _: 'Internal error' })
  })
  return api
}
