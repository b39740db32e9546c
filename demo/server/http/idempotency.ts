import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { idempotencyRepo } from '../db/idempotencyRepo'
import type { Deps } from '../deps'
import type { AppEnv } from './appEnv'
import { callTable, type TableCall } from './callTable'
import { BODY_LIMITS } from './limits'
import { readBody } from './readBody'
import { fail } from './respond'

const TTL_MS = 24 * 3600_000
/**
 * The in-flight claim is a short lease, renewed every LEASE_RENEW_MS while the request runs: a
 * request whose process died frees its key within seconds, so the owner's retry goes through.
 */
export const IN_FLIGHT_LEASE_MS = 10_000
const LEASE_RENEW_MS = 3_000
/**
 * What "the same body" means: the raw bytes for JSON, but the parts for multipart, because a
 * browser picks a new boundary every time it sends the same FormData.
 */
async function requestHash(method: string, path: string, type: string, body: Uint8Array<ArrayBuffer>): Promise<string> {
  const h = createHash('sha256').update(`${method} ${path}\n`)
  if (/^multipart\/form-data;/i.test(type)) {
    try {
      const form = await new Response(body, { headers: { 'content-type': type } }).formData()
      const parts = await Promise.all([...form.entries()].map(async ([k, v]) =>
        `${k}=${typeof v === 'string' ? v : createHash('sha256').update(new Uint8Array(await v.arrayBuffer())).digest('hex')}`))
      return h.update(parts.sort().join('\n')).digest('hex')
    } catch {
      // unparsable: fall back to the bytes; the handler will answer 400
    }
  }
  return h.update(type + '\n').update(body).digest('hex')
}

/** 409 while the first request holds the key; the widget retries it after its usual backoff. */
function inFlight(c: Context): Response {
  c.header('retry-after', '1')
  return fail(c, 409, { _: 'A request with this Idempotency-Key is in progress' })
}

/**
 * Honours Idempotency-Key on POST and PATCH for 24 hours: a repeat with the same body gets the
 * stored answer, a repeat while the first is running gets 409, and the same key with another
 * body gets 422. Only successes are stored, so a request refused for a fixable reason (captcha,
 * validation, rate limit) can be retried with the same key. Answers holding a secret (calls declared
 * with `secretAnswer`) are not stored at all: a repeat runs again (and finds the code already used).
 */
export function idempotency(deps: Pick<Deps, 'db' | 'clock'>, calls: readonly TableCall[], apiBase: string): MiddlewareHandler<AppEnv> {
  const callOf = callTable(calls, apiBase)
  return async (c, next) => {
    const key = c.req.header('idempotency-key')
    if (key === undefined || (c.req.method !== 'POST' && c.req.method !== 'PATCH')) return next()
    if (!/^[\x21-\x7e]{1,200}$/.test(key)) return fail(c, 400, { _: 'Bad Idempotency-Key header' })
    const body = await readBody(c, BODY_LIMITS.dataUrl)
    const hash = await requestHash(c.req.method, c.req.path, c.req.header('content-type') ?? '', body)
    const now = deps.clock.now()
    const until = () => new Date(deps.clock.now().getTime() + IN_FLIGHT_LEASE_MS)
    await idempotencyRepo.expire(deps.db, key, new Date(now.getTime() - TTL_MS))
    if (!(await idempotencyRepo.claim(deps.db, key, hash, now, until()))) {
      const row = await idempotencyRepo.find(deps.db, key)
      if (!row) return inFlight(c)
      if (row.request_hash !== hash) return fail(c, 422, { _: 'This Idempotency-Key was used with a different request' })
      if (row.state === 'done') {
        return new Response(row.body, { status: row.status ?? 200, headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' } })
      }
      if (!(await idempotencyRepo.takeOver(deps.db, key, now, until()))) return inFlight(c)
    }
    // Renewed on the wall clock (the request's real duration), dated by the injected clock.
    const renew = setInterval(() => { idempotencyRepo.renew(deps.db, key, until()).catch(() => {}) }, LEASE_RENEW_MS)
    try {
      await next()
    } finally {
      clearInterval(renew)
      const res = c.res
      if (res.status >= 200 && res.status < 300 && !callOf(c.req.method, c.req.path)?.secretAnswer) {
        await idempotencyRepo.finish(deps.db, key, res.status, await res.clone().text())
      } else {
        await idempotencyRepo.release(deps.db, key)
      }
    }
  }
}
