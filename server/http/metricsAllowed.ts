import { timingSafeEqual, createHash } from 'node:crypto'
import type { Context } from 'hono'
import { socketAddress } from './clientIp'
import { isLoopback } from './isLoopback'

/**
 * Who may read /metrics. With a token: only `Authorization: Bearer <token>`, compared in constant
 * time (over SHA-256 digests, so neither the length nor a prefix leaks through timing). Without
 * one: only a loopback peer that no proxy forwarded, because a reverse proxy on the same machine
 * makes every public request arrive from 127.0.0.1 and would otherwise open the metrics to all.
 */
export function metricsAllowed(c: Context, token: string | null | undefined): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    const digest = (s: string) => createHash('sha256').update(s).digest()
    return given !== '' && timingSafeEqual(digest(given), digest(token))
  }
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => c.req.header(h) !== undefined)
  return !forwarded && isLoopback(socketAddress(c))
}
