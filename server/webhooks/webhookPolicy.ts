import type { ServerConfig } from '../serverConfig'

/** What the deployment allows a webhook URL to be. */
export interface WebhookPolicy {
  /** Plain http is accepted only outside production. */
  httpsOnly: boolean
  /** Loopback receivers (127.0.0.0/8, ::1, localhost): the demo's WEBHOOK_ALLOW_LOOPBACK, never in production. */
  allowLoopback: boolean
}

/** The policy of a configuration: production is https-only and never reaches loopback, whatever the flag says. */
export function webhookPolicy(config: Pick<ServerConfig, 'mode' | 'webhookAllowLoopback'>): WebhookPolicy {
  const production = config.mode === 'production'
  return { httpsOnly: production, allowLoopback: !production && config.webhookAllowLoopback === true }
}
