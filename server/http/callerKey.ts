import type { Context } from 'hono'
import { clientIp } from './clientIp'
import { ipLimitKey } from './ipLimitKey'

/**
 * Who is calling, as every per-caller limit counts it: the client address (behind the trusted
 * proxies), IPv6 by its /64, so the write limits and the text budget see the same caller.
 */
export function callerKey(c: Context, trustProxy: number | string[]): string {
  return ipLimitKey(clientIp(c, trustProxy))
}
