import type { Context } from 'hono'
import { bearerMatches } from './bearerMatches'
import { socketAddress } from './clientIp'
import { isLoopback } from './isLoopback'

/**
 * Who may read /metrics. With a token: only `Authorization: Bearer <token>` (bearerMatches). Without
 * one: only a loopback peer that no proxy forwarded, because a reverse proxy on the same machine
 * makes every public request arrive from 127.0.0.1 and would otherwise open the metrics to all.
 */
export function metricsAllowed(c: Context, token: string | null | undefined): boolean {
  if (token) return bearerMatches(c, token)
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => c.req.header(h) !== undefined)
  return !forwarded && isLoopback(socketAddress(c))
}
