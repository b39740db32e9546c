import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/** The TCP peer, or 'unknown' where there is no socket. */
export function socketAddress(c: Context): string {
  try {
    return normalizeAddress(getConnInfo(c).remote.address ?? 'unknown')
  } catch (err) {
    // No Node socket on this request (another runtime, app.request without one): getConnInfo reads
    // through an undefined, and the peer is unknown, never trusted as local. Anything else is a bug.
    if (err instanceof TypeError) return 'unknown'
    throw err
  }
}

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4 on a dual-stack socket. */
function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return (mapped ? mapped[1]! : address).toLowerCase()
}

/**
 * The client's address for rate limits and the demo outbox. Each proxy appends the address it
 * received the request from to X-Forwarded-For, so only the right-hand end of the list is
 * trustworthy: with `trustProxy` = N hops, the client is the entry the N-th proxy from us
 * appended; with a list of proxy addresses, the right-most entry that is not one of them.
 * Anything the client wrote itself sits further left and is ignored. Never logged.
 */
export function clientIp(c: Context, trustProxy: number | string[]): string {
  const peer = socketAddress(c)
  if (trustProxy === 0 || (Array.isArray(trustProxy) && trustProxy.length === 0)) return peer
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => normalizeAddress(s.trim()))
    .filter(Boolean)
  // chain[last] is the peer; each step left is one proxy further from us.
  const chain = [...forwarded, peer]
  if (typeof trustProxy === 'number') return chain[Math.max(0, chain.length - 1 - trustProxy)]!
  const trusted = new Set(trustProxy.map(normalizeAddress))
  for (let i = chain.length - 1; i >= 0; i--) if (!trusted.has(chain[i]!)) return chain[i]!
  return chain[0]!
}
