import { Hono } from 'hono'
import { mobileNumber } from '../../src/schemas/mobileNumber'
import { pushPolicy } from '../alerts/pushPolicy'
import { DEFAULT_SMS_COUNTRIES } from '../sms/smsCountries'
import { smsDestination } from '../sms/smsDestination'
import { staffAlertsRepo, type AlertSettings } from '../db/staffAlertsRepo'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { BODY_LIMITS } from '../http/limits'
import { readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'
import { checkWebhookUrl } from '../webhooks/checkWebhookUrl'
import { systemResolver } from '../webhooks/resolver'

/** The answer when another user holds the endpoint; the workspace renews its subscription on it. */
export const ENDPOINT_TAKEN = "This browser's push subscription belongs to another account"

/** A browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url as PushSubscription.toJSON() gives them. */
function key(v: unknown, bytes: number): v is string {
  return typeof v === 'string' && /^[A-Za-z0-9_-]+={0,2}$/.test(v) && Buffer.from(v, 'base64url').length === bytes
}

/**
 * The alert settings in a request body, or a 400 naming each wrong field. A mobile must pass the
 * same rules as an owner's number before it is saved: a country PetLead texts (`countries`), not
 * premium-rate or shared-cost, since every alert texted to it is paid by PetLead.
 */
function settingsFrom(body: unknown, countries: readonly string[]): AlertSettings {
  const b = (body ?? {}) as Record<string, unknown>
  const errors: Record<string, string> = {}
  for (const name of ['push', 'email', 'sms']) if (typeof b[name] !== 'boolean') errors[name] = 'true or false'
  const typed = typeof b.mobile === 'string' ? b.mobile.trim() : b.mobile === null || b.mobile === undefined ? '' : null
  const written = typed ? mobileNumber(typed) : null
  const dest = written ? smsDestination(written, countries) : null
  const mobile = dest?.ok ? dest.to : null
  if (dest && !dest.ok && (dest.why === 'country' || dest.why === 'premium'))
    errors.mobile = `Texts go only to mobile numbers in ${countries.join(', ')}, never to premium-rate or shared-cost numbers`
  else if (typed === null || (typed && typed.length > 30) || (typed && !mobile)) errors.mobile = 'A mobile number, e.g. (925) 555-0123'
  else if (b.sms === true && !mobile) errors.mobile = 'Texts need a mobile number'
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors)
  return { push: b.push as boolean, email: b.email as boolean, sms: b.sms as boolean, mobile: mobile ?? null }
}

/**
 * The signed-in member's own alerts under {API_BASE_PATH}/workspace/ (mounted behind the session
 * and Origin checks): their channels and mobile (GET/PUT alerts), the server's VAPID public key
 * (GET push/key) and this browser's push subscription (POST/DELETE push/subscriptions). Every
 * statement names the user from the session: nobody reads, removes or takes over anyone else's.
 */
export function workspaceAlertRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const resolve = () => deps.resolveHost ?? systemResolver
  app.get('/workspace/alerts', async (c) => {
    const userId = c.var.user!.id
    return ok(c, {
      ...(await staffAlertsRepo.settings(deps.db, userId)),
      subscriptions: await staffAlertsRepo.subscriptionCount(deps.db, userId),
    })
  })
  app.put('/workspace/alerts', async (c) => {
    const s = settingsFrom(await readJson(c, BODY_LIMITS.json), deps.config.smsCountries ?? DEFAULT_SMS_COUNTRIES)
    await staffAlertsRepo.saveSettings(deps.db, c.var.user!.id, s, deps.clock.now())
    return ok(c, s)
  })
  app.get('/workspace/push/key', (c) => {
    const vapid = deps.config.vapid
    if (!vapid) throw new HttpError(404, { _: 'This server sends no push notifications (no VAPID keys)' })
    return ok(c, { publicKey: vapid.publicKey })
  })
  app.post('/workspace/push/subscriptions', async (c) => {
    const b = ((await readJson(c, BODY_LIMITS.json)) ?? {}) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } }
    // The endpoint is where the server will POST: refused now if it could never be sent to (sendDuePush checks again at send time).
    const why = await checkWebhookUrl(b.endpoint, pushPolicy(deps.config), resolve())
    if (why)
      throw new HttpError(400, {
        endpoint: why.replace(/Webhooks/g, 'Push messages').replace(/receive webhooks/g, 'receive push messages'),
      })
    if (!key(b.keys?.p256dh, 65) || !key(b.keys?.auth, 16))
      throw new HttpError(400, { keys: 'The browser subscription keys p256dh and auth' })
    const saved = await staffAlertsRepo.subscribe(
      deps.db,
      c.var.user!.id,
      { endpoint: (b.endpoint as string).trim(), p256dh: b.keys!.p256dh as string, auth: b.keys!.auth as string },
      deps.clock.now(),
    )
    // Another member's endpoint stays theirs: knowing a URL is no proof of holding the browser. The
    // browser that really holds it can unsubscribe it and subscribe again for a new endpoint.
    if (saved === 'taken') {
      deps.metrics.refusals.inc({ rule: 'push_endpoint_taken' })
      throw new HttpError(409, { endpoint: ENDPOINT_TAKEN })
    }
    return ok(c, 'Subscribed', 201)
  })
  app.delete('/workspace/push/subscriptions', async (c) => {
    const b = ((await readJson(c, BODY_LIMITS.json)) ?? {}) as { endpoint?: unknown }
    if (typeof b.endpoint !== 'string') throw new HttpError(400, { endpoint: 'Required' })
    if (!(await staffAlertsRepo.unsubscribe(deps.db, c.var.user!.id, b.endpoint.trim()))) throw new HttpError(404, { _: 'Not found' })
    return ok(c, 'Unsubscribed')
  })
  return app
}
