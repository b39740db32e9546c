import { createHash, randomBytes } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie, deleteCookie } from 'hono/cookie'
import type { Db, Queryable } from '../db/db'
import { sessionsRepo } from '../db/sessionsRepo'
import type { Clock } from '../clock'
import type { ServerConfig } from '../serverConfig'
import type { AppEnv } from '../http/appEnv'
import { HttpError } from '../http/respond'
import { closeStreams } from './sessionStreams'

/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 12 * 3600_000
/** ...and this long after login whatever happens. */
export const SESSION_MAX_MS = 7 * 86_400_000
/** last_seen_at is written at most this often: one UPDATE per minute, not per request. */
const TOUCH_MS = 60_000

/** SHA-256 of a secret token, as sessions and invitations store it. */
export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** `__Host-` prefixed (and Secure) when the public URL is HTTPS: no subdomain or plain-HTTP page can set it. */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-petlead_session' : 'petlead_session'
}

/**
 * Starts a session: a fresh random 32-byte id every time (never one the browser brought, so a
 * planted cookie is worth nothing: session fixation), stored as its hash, set as an HttpOnly,
 * SameSite=Lax cookie. Any session the request already carried is ended.
 */
export async function startSession(
  c: Context<AppEnv>,
  deps: { config: ServerConfig; clock: Clock },
  tx: Queryable,
  userId: string,
): Promise<void> {
  const name = sessionCookieName(deps.config.publicUrl)
  const previous = getCookie(c, name)
  if (previous) await sessionsRepo.remove(tx, sha256(previous))
  const token = randomBytes(32).toString('base64url')
  const now = deps.clock.now()
  await sessionsRepo.create(tx, { idHash: sha256(token), userId, now, expiresAt: new Date(now.getTime() + SESSION_MAX_MS) })
  setCookie(c, name, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: deps.config.publicUrl.startsWith('https:'),
    maxAge: SESSION_MAX_MS / 1000,
  })
}

/** Ends the request's session server-side, closes its open event streams and clears its cookie. */
export async function endSession(c: Context<AppEnv>, deps: { config: ServerConfig; db: Db }): Promise<void> {
  const name = sessionCookieName(deps.config.publicUrl)
  const token = getCookie(c, name)
  if (token) {
    await sessionsRepo.remove(deps.db, sha256(token))
    closeStreams({ idHash: sha256(token) })
  }
  deleteCookie(c, name, { path: '/', secure: deps.config.publicUrl.startsWith('https:') })
}

/**
 * Whether a session still lets its user in: not logged out, not past its expiry, not idle, its
 * user not removed, its password not changed since (a change ends every session of the user).
 */
export async function sessionAlive(deps: { db: Db; clock: Clock }, idHash: string): Promise<boolean> {
  const now = deps.clock.now()
  return (await sessionsRepo.findUser(deps.db, idHash, now, new Date(now.getTime() - SESSION_IDLE_MS))) !== undefined
}

/** 401 without a live session; otherwise `c.var.user` is the session's user. */
export function requireUser(deps: { config: ServerConfig; db: Db; clock: Clock }): MiddlewareHandler<AppEnv> {
  let sinceSweep = 0
  return async function requireUser(c, next) {
    const token = getCookie(c, sessionCookieName(deps.config.publicUrl))
    const now = deps.clock.now()
    const idleSince = new Date(now.getTime() - SESSION_IDLE_MS)
    const idHash = token ? sha256(token) : null
    const user = idHash ? await sessionsRepo.findUser(deps.db, idHash, now, idleSince) : undefined
    if (!user || !idHash) throw new HttpError(401, { _: 'Please sign in' })
    if (now.getTime() - user.lastSeenAt.getTime() > TOUCH_MS) await sessionsRepo.touch(deps.db, idHash, now)
    if (++sinceSweep >= 500) {
      sinceSweep = 0
      await sessionsRepo.sweep(deps.db, now, idleSince)
    }
    const { lastSeenAt: _seen, ...plain } = user
    c.set('user', plain)
    c.set('sessionHash', idHash)
    await next()
  }
}

/**
 * CSRF: a state-changing workspace request must come from this server's own origin. Browsers send
 * `Origin` on every POST/PATCH/DELETE (and `Sec-Fetch-Site`); one from another site, or none at
 * all, is refused with 403 before anything runs.
 */
export function checkOrigin(publicUrl: string): MiddlewareHandler<AppEnv> {
  const own = new URL(publicUrl).origin
  return async function checkOrigin(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') {
      const origin = c.req.header('origin')
      const site = c.req.header('sec-fetch-site')
      const okOrigin = origin ? origin === own : site === 'same-origin'
      if (!okOrigin) throw new HttpError(403, { _: 'Cross-origin request refused' })
    }
    await next()
  }
}
