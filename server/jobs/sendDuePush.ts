import webPush from 'web-push'
import { pushPolicy } from '../alerts/pushPolicy'
import { postPush } from '../alerts/postPush'
import { staffAlertsRepo } from '../db/staffAlertsRepo'
import { pushQueue } from '../db/workQueue'
import type { Deps } from '../deps'
import { backoff } from '../mail/backoff'
import { resolveTarget } from '../webhooks/resolveTarget'
import { systemResolver, type Resolver } from '../webhooks/resolver'

/** How long a claimed push send is ours: longer than an attempt's time-out plus DNS. */
export const PUSH_LEASE_MS = 60_000
/** Attempts before a send is given up: an alert hours late is no alert. */
export const MAX_PUSH_ATTEMPTS = 5
/** How long the push service keeps a message for a browser that is offline. */
export const PUSH_TTL_S = 4 * 3600

/** What one run did, by outcome. */
export interface PushRun {
  sent: number
  gone: number
  failed: number
}

/**
 * Sends the staff alerts queued for Web Push, one at a time. Each is leased, its endpoint
 * resolved and checked at send time like a webhook's (pushPolicy), encrypted for the browser's
 * keys (aes128gcm) and signed with the server's VAPID key, then POSTed. A 404 or 410 means the
 * browser unsubscribed or the subscription expired: the subscription is deleted (its queued sends
 * with it). Other failures retry with backoff, up to MAX_PUSH_ATTEMPTS. Without VAPID keys
 * (production that set none) nothing is sent. Each failure is counted (`petlead_push_failures_total`)
 * and logged (the endpoint is a capability URL: never logged).
 */
export async function sendDuePush(
  deps: Pick<Deps, 'db' | 'clock' | 'config'> & Partial<Pick<Deps, 'log' | 'metrics'>> & { resolve?: Resolver },
  max = 10,
  leaseMs = PUSH_LEASE_MS,
): Promise<PushRun> {
  const run: PushRun = { sent: 0, gone: 0, failed: 0 }
  const vapid = deps.config.vapid
  if (!vapid) return run
  const policy = pushPolicy(deps.config)
  for (let i = 0; i < max; i++) {
    const d = await pushQueue.claim(deps.db, deps.clock.now(), leaseMs)
    if (!d) break
    let error: string
    try {
      const target = await resolveTarget(d.endpoint, policy, deps.resolve ?? systemResolver)
      const req = webPush.generateRequestDetails({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }, d.payload, {
        vapidDetails: vapid,
        TTL: PUSH_TTL_S,
        urgency: d.urgency,
        contentEncoding: 'aes128gcm',
      })
      const status = await postPush(target, req.headers as Record<string, string>, req.body as Buffer)
      if (status >= 200 && status < 300) {
        await pushQueue.finish(deps.db, d)
        run.sent++
        continue
      }
      if (status === 404 || status === 410) {
        await staffAlertsRepo.forget(deps.db, d.subscription_id)
        run.gone++
        continue
      }
      error = `HTTP ${status}`
    } catch (err) {
      error = String((err as Error).message ?? err)
    }
    run.failed++
    deps.metrics?.pushFailures.inc()
    deps.log?.warn({ err: new Error(error), pushId: d.id, attempt: d.attempts }, 'push delivery failed')
    if (d.attempts >= MAX_PUSH_ATTEMPTS) await pushQueue.bury(deps.db, d, error)
    else await pushQueue.fail(deps.db, d, new Date(deps.clock.now().getTime() + backoff(d.attempts)), error)
  }
  return run
}
