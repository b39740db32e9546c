import { deliveryQueue } from '../db/webhooksRepo'
import type { Deps } from '../deps'
import { postWebhook } from '../webhooks/postWebhook'
import { resolveTarget } from '../webhooks/resolveTarget'
import { systemResolver, type Resolver } from '../webhooks/resolver'
import { retryDelay } from '../webhooks/retrySchedule'
import { signatureHeaders } from '../webhooks/signatureHeaders'
import { webhookPolicy } from '../webhooks/webhookPolicy'

/** How long a claimed delivery is ours: longer than an attempt's 10 s time-out plus DNS. */
export const DELIVERY_LEASE_MS = 60_000

/**
 * Sends the webhook deliveries that are due, one at a time, and returns how many were delivered.
 * Each is leased (another process picks it up if this one dies), its URL resolved and checked
 * again (resolveTarget), signed for this attempt's time with the same webhook-id as every other
 * attempt, and POSTed. A non-2xx answer, a refusal or a network error schedules the next attempt
 * (retrySchedule); after the last one the delivery is failed and the endpoint marked failing.
 */
export async function runDueDeliveries(
  deps: Pick<Deps, 'db' | 'clock' | 'config'> & { resolve?: Resolver },
  max = 10,
  leaseMs = DELIVERY_LEASE_MS,
): Promise<number> {
  const policy = webhookPolicy(deps.config)
  let delivered = 0
  for (let i = 0; i < max; i++) {
    const now = deps.clock.now()
    const d = await deliveryQueue.claim(deps.db, now, leaseMs)
    if (!d) break
    let status: number | null = null
    let latencyMs: number | null = null
    let error: string
    try {
      const target = await resolveTarget(d.url, policy, deps.resolve ?? systemResolver)
      const secrets = [
        d.secret,
        ...(d.previous_secret && d.previous_secret_until && new Date(d.previous_secret_until) > now ? [d.previous_secret] : []),
      ]
      const res = await postWebhook(target, signatureHeaders(d.message_id, now, d.payload, secrets), d.payload)
      status = res.status
      latencyMs = res.latencyMs
      if (status >= 200 && status < 300) {
        await deliveryQueue.delivered(deps.db, d, { status, latencyMs, now: deps.clock.now() })
        delivered++
        continue
      }
      error = `HTTP ${status}`
    } catch (err) {
      error = String((err as Error).message ?? err)
    }
    const last = d.attempts >= d.max_attempts
    await deliveryQueue.failed(deps.db, d, {
      status,
      latencyMs,
      error,
      retryAt: last ? null : new Date(deps.clock.now().getTime() + retryDelay(d.attempts)),
    })
  }
  return delivered
}
