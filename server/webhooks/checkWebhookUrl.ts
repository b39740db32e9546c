import { isIP } from 'node:net'
import { forbiddenAddress } from './forbiddenAddress'
import type { Resolver } from './resolver'
import type { WebhookPolicy } from './webhookPolicy'

/** Longest URL an endpoint may have. */
export const MAX_URL_LENGTH = 2_000

/**
 * The URL's host without IPv6 brackets and without the trailing dot of a fully qualified name
 * (`localhost.` is `localhost`), so every rule below sees one spelling of each host.
 */
export function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase()
}

/** `localhost` and its subdomains always mean this machine (RFC 6761), whatever DNS says. */
export function isLocalhostName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost')
}

/**
 * Why `raw` cannot be a webhook endpoint, in words the owner can act on, or null when it can be
 * saved. Checked when an endpoint is saved; the sender checks the resolved address again before
 * every attempt (resolveTarget), because DNS can change after the save. A host that does not
 * resolve yet is accepted here: its deliveries fail (and retry) until it does.
 */
export async function checkWebhookUrl(raw: unknown, policy: WebhookPolicy, resolve: Resolver): Promise<string | null> {
  if (typeof raw !== 'string' || raw.trim() === '') return 'Enter the URL that receives the events'
  if (raw.length > MAX_URL_LENGTH) return `At most ${MAX_URL_LENGTH} characters`
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch (err) {
    // The owner's text is not a URL (URL throws TypeError): said to them. Anything else is a bug and propagates.
    if (!(err instanceof TypeError)) throw err
    return 'Not a valid URL'
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.httpsOnly)) {
    return policy.httpsOnly ? 'Only https:// URLs can receive webhooks' : 'Only https:// or http:// URLs can receive webhooks'
  }
  const host = hostOf(url)
  if (isLocalhostName(host)) return policy.allowLoopback ? null : 'Webhooks cannot be sent to this server or its private network'
  const address = await forbiddenResolved(host, resolve, policy.allowLoopback)
  if (address) {
    return `Webhooks cannot be sent to private, local or reserved addresses (${address === host ? address : `${host} resolves to ${address}`})`
  }
  return null
}

/**
 * The first address `host` stands for (itself when it is an IP, else what it resolves to; a host
 * that does not resolve yet stands for none) that outgoing requests may not reach, or null.
 */
export async function forbiddenResolved(host: string, resolve: Resolver, allowLoopback: boolean): Promise<string | null> {
  const addresses = isIP(host)
    ? [host]
    : await resolve(host).then(
        (list) => list.map((a) => a.address),
        () => [],
      )
  return addresses.find((address) => forbiddenAddress(address, allowLoopback)) ?? null
}
