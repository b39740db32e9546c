import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { BODY_LIMITS } from './limits'
import { fail } from './respond'

/** Calls whose body is a photo in multipart, or one as a data URL; every other write is small JSON. */
const MULTIPART = /\/(pet(\/dentipet)?\/image\/[^/]+|file|pet_app\/dental_check_amcp)$/
const DATA_URL = /\/pet_app\/image_app$/

/**
 * Caps every write body by route family with Hono's body-limit middleware (413 in the API
 * envelope), before idempotency or a handler reads a byte more than allowed.
 */
export function limitBodies(): MiddlewareHandler {
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) => fail(c, 413, { _: 'Request body too large' })
  const json = bodyLimit({ maxSize: BODY_LIMITS.json, onError })
  const multipart = bodyLimit({ maxSize: BODY_LIMITS.multipart, onError })
  const dataUrl = bodyLimit({ maxSize: BODY_LIMITS.dataUrl, onError })
  return async function limitBodies(c, next) {
    if (c.req.method !== 'POST' && c.req.method !== 'PATCH') return next()
    const path = c.req.path
    return (MULTIPART.test(path) ? multipart : DATA_URL.test(path) ? dataUrl : json)(c, next)
  }
}
