import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { idempotencyRepo } from '../db/idempotencyRepo'
import type { Clock } from '../clock'
import type { Db } from '../db/db'
import type { AppEnv } from './appEnv'
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
 * Marks the answer being built as holding a secret (a reset token, a webhook signing secret, an
 * invitation link): it is never stored for an Idempotency-Key replay, so the database never keeps
 * it in plain text and no replay can hand it out. A repeat runs again instead.
 */
export function noReplay(c: Context<AppEnv>): void {
  c.set('noReplay', true)
}

/** Who a key belongs to: the same key from another caller is another key. */
export type IdempotencyScope = (c: Context<AppEnv>) => string

/**
 * What "the same body" means: the raw bytes for JSON, but the parts for multipart, because a
 * browser picks a new boundary every time it sends the same FormData.
 */
async function requestHash(method: string, path: string, type: string, body: Uint8Array<ArrayBuffer>): Promise<string> {
  const h = createHash('sha256').update(`${method} ${path}\n`)
  if (/^multipart\/form-data;/i.test(type)) {
    try {
      const form = await new Response(body, { headers: { 'content-type': type } }).formData()
      const parts = await Promise.all(
        [...form.entries()].map(
          async ([k, v]) =>
            `${k}=${
              typeof v === 'string'
                ? v
                : createHash('sha256')
                    .update(new Uint8Array(await v.arrayBuffer()))
                    .digest('hex')
            }`,
        ),
      )
      return h.update(parts.sort().join('\n')).digest('hex')
    } catch (err) {
      // Unparsable multipart: the platform's parser refuses with a TypeError, and the bytes themselves
      // are then the key's body (the handler answers 400). Anything else is a bug and propagates.
      if (!(err instanceof TypeError)) throw err
    }
  }
  return h
    .update(type + '\n')
    .update(body)
    .digest('hex')
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
 * validation, rate limit) can be retried with the same key. Answers marked noReplay (holding a
 * secret) are not stored at all: a repeat runs again (and finds the code already used).
 *
 * Keys belong to their caller, `scope(c)`: the client for public calls, the signed-in user for the
 * workspace, where this middleware is mounted after the Origin and session checks, so a replay
 * without the session is refused like any request without one. `skip` leaves a path to a mount
 * further in that knows its caller.
 */
export function idempotency(
  deps: { db: Db; clock: Clock },
  opts: { scope: IdempotencyScope; skip?: (c: Context<AppEnv>) => boolean },
): MiddlewareHandler<AppEnv> {
  return async function idempotency(c, next) {
    const key = c.req.header('idempotency-key')
    if (key === undefined || (c.req.method !== 'POST' && c.req.method !== 'PATCH') || opts.skip?.(c)) return next()
    if (!/^[\x21-\x7e]{1,200}$/.test(key)) return fail(c, 400, { _: 'Bad Idempotency-Key header' })
    const body = await readBody(c, BODY_LIMITS.dataUrl)
    const hash = await requestHash(c.req.method, c.req.path, c.req.header('content-type') ?? '', body)
    const scope = opts.scope(c)
    const now = deps.clock.now()
    const until = () => new Date(deps.clock.now().getTime() + IN_FLIGHT_LEASE_MS)
    await idempotencyRepo.expire(deps.db, scope, key, new Date(now.getTime() - TTL_MS))
    if (!(await idempotencyRepo.claim(deps.db, scope, key, hash, now, until()))) {
      const row = await idempotencyRepo.find(deps.db, scope, key)
      if (!row) return inFlight(c)
      if (row.request_hash !== hash) return fail(c, 422, { _: 'This Idempotency-Key was used with a different request' })
      if (row.state === 'done') {
        return new Response(row.body, {
          status: row.status ?? 200,
          headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
        })
      }
      if (!(await idempotencyRepo.takeOver(deps.db, scope, key, now, until()))) return inFlight(c)
    }
    // Renewed on the wall clock (the request's real duration), dated by the injected clock.
    const renew = setInterval(() => {
      idempotencyRepo.renew(deps.db, scope, key, until()).catch(() => {})
    }, LEASE_RENEW_MS)
    try {
      await next()
    } finally {
      clearInterval(renew)
      const res = c.res
      if (res.status >= 200 && res.status < 300 && !c.var.noReplay) {
        await idempotencyRepo.finish(deps.db, scope, key, res.status, await res.clone().text())
      } else {
        await idempotencyRepo.release(deps.db, scope, key)
      }
    }
  }
}
