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
import { aiTestRoutes } from './routes/aiTestRoutes'
import { captchaRoutes } from './routes/captchaRoutes'
import { clinicAdminRoutes } from './routes/clinicAdminRoutes'
import { clinicRoutes } from './routes/clinicRoutes'
import { contactRoutes } from './routes/contactRoutes'
import { fileRoutes } from './routes/fileRoutes'
import { lookupRoutes } from './routes/lookups'
import { petRoutes } from './routes/petRoutes'
import { recoveryRoutes } from './routes/recoveryRoutes'
import { resultRoutes } from './routes/resultRoutes'
import { workspaceRoutes } from './routes/workspaceRoutes'

/**
 * Every call of spec section 7 (and the captcha challenge), relative to the API base. Errors
 * become the `{ success: false, content }` envelope: HttpError with its status, anything
 * unexpected a 500 whose details stay out of the answer and the log.
 */
export function apiApp(deps: Deps): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
  api.use('*', apiCors(deps.config))
  // Cheapest refusals first: body size, then rate limits, then the idempotency store's queries.
  api.use('*', limitBodies())
  api.use('*', limitWrites(deps))
  // Public calls' keys belong to the client; the workspace mounts its own after its session check.
  const workspace = deps.config.apiBase.replace(/\/+$/, '') + '/workspace/'
  api.use('*', idempotency(deps, { scope: (c) => 'client:' + ipLimitKey(clientIp(c, deps.config.trustProxy)), skip: (c) => c.req.path.startsWith(workspace) }))
  const families: ((deps: Deps) => Hono<AppEnv>)[] = [lookupRoutes, petRoutes, fileRoutes, resultRoutes, contactRoutes, recoveryRoutes, aiTestRoutes, captchaRoutes, clinicRoutes, clinicAdminRoutes, workspaceRoutes]
  for (const routes of families) api.route('/', routes(deps))
  // The OpenAPI document of the public calls and its reference page (issue 14).
  api.route('/', openapiRoutes(deps))
  api.notFound((c) => fail(c, 404, { _: 'Not found' }))
  api.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v)
      return fail(c, err.status, err.content)
    }
    deps.log(`error ${c.req.method} ${c.req.path} ${(err as Error)?.name ?? 'Error'}`)
    return fail(c, 500, { _: 'Internal error' })
  })
  return api
}
