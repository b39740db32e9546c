import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import type { AppEnv } from './appEnv'

/** The calls a browser may only make from this server's own pages, with the session cookie. */
const SAME_ORIGIN_ONLY = /^\/(workspace|admin)(\/|$)/

/**
 * CORS of the API. The widget's public calls (lists, clinic look, captcha, submissions, uploads,
 * results) answer every origin with `Access-Control-Allow-Origin: *` and never allow credentials,
 * as embeddable form services do: a clinic pastes the snippet on its own site, whose origin this
 * server cannot know in advance, and the widget sends no cookie (`credentials: 'omit'`), so a
 * foreign page gains nothing a plain HTTP client does not have. `corsOrigins` other than `*`
 * (CORS_ORIGINS) narrows the public calls to those origins. The workspace and admin calls get no
 * CORS headers at all: they serve this server's own pages, with cookies, and nothing else.
 */
export function apiCors(o: { apiBase: string; corsOrigins: string[] }): MiddlewareHandler<AppEnv> {
  const anyOrigin = o.corsOrigins.includes('*')
  const publicCors = cors({
    origin: anyOrigin ? '*' : (origin) => (o.corsOrigins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PATCH', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Idempotency-Key', 'X-Captcha', 'Accept-Language'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  })
  return async function apiCors(c, next) {
    if (SAME_ORIGIN_ONLY.test(c.req.path.slice(o.apiBase.length))) return next()
    return publicCors(c, next)
  }
}
