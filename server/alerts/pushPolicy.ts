import type { ServerConfig } from '../serverConfig'
import type { WebhookPolicy } from '../webhooks/webhookPolicy'

/**
 * Where a push endpoint may be: a browser hands us the URL, so it is an outside URL like a
 * webhook's and follows the same rules (https only in production, no private, local or reserved
 * address at send time). Loopback only for a test's local push service, never in production.
 */
export function pushPolicy(config: Pick<ServerConfig, 'mode' | 'pushAllowLoopbackForTests'>): WebhookPolicy {
  const production = config.mode === 'production'
  return { httpsOnly: production, allowLoopback: !production && config.pushAllowLoopbackForTests === true }
}
