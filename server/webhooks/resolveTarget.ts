import { isIP } from 'node:net'
import { hostOf, isLocalhostName } from './checkWebhookUrl'
import { forbiddenAddress } from './forbiddenAddress'
import type { Resolver } from './resolver'
import type { WebhookPolicy } from './webhookPolicy'

/** Where one attempt connects: the URL, and the one address that was checked. */
export interface Target {
  url: URL
  address: string
  family: 4 | 6
}

/**
 * Resolves the endpoint's host now, at send time, and refuses the attempt (throws, with the
 * reason) if the scheme is not allowed or ANY address it resolves to is private, local or
 * reserved: a name that answered a public address when it was saved may answer 10.0.0.5 today.
 * The address returned is the one the request must connect to, so a second lookup cannot swap it
 * (DNS rebinding).
 */
export async function resolveTarget(raw: string, policy: WebhookPolicy, resolve: Resolver): Promise<Target> {
  const url = new URL(raw)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.httpsOnly)) throw new Error(`refused: ${url.protocol} URL`)
  const host = hostOf(url)
  if (isLocalhostName(host) && !policy.allowLoopback) throw new Error('refused: localhost')
  let addresses: Array<{ address: string; family: number }>
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }]
  else {
    try {
      addresses = await resolve(host)
    } catch (err) {
      throw new Error(`DNS lookup failed: ${(err as NodeJS.ErrnoException).code ?? 'error'}`, { cause: err })
    }
  }
  if (addresses.length === 0) throw new Error('DNS lookup found no address')
  for (const a of addresses) {
    const why = forbiddenAddress(a.address, policy.allowLoopback)
    if (why) throw new Error(`refused: ${host} resolves to ${why}`)
  }
  const first = addresses[0]!
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 }
}
