import { Hono, type Context } from 'hono'
import { webhooksForClinic } from '../db/webhooksRepo'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { noReplay } from '../http/idempotency'
import { DAY_MS, limitSender, type SenderLimits } from '../http/limitSender'
import { BODY_LIMITS } from '../http/limits'
import { readJson } from '../http/readBody'
import { HttpError, ok } from '../http/respond'
import { checkWebhookUrl } from '../webhooks/checkWebhookUrl'
import { TEST_EVENT, WEBHOOK_EVENTS } from '../webhooks/events'
import { newMessageId } from '../webhooks/newMessageId'
import { newSecret } from '../webhooks/newSecret'
import { systemResolver, type Resolver } from '../webhooks/resolver'
import { webhookPolicy } from '../webhooks/webhookPolicy'
import { isUuid } from './isUuid'

const NOT_FOUND = () => new HttpError(404, { _: 'Not found' })
/** After a rotation the old secret still signs (a second signature) this long, while receivers switch. */
export const ROTATION_OVERLAP_MS = 24 * 3600_000
/** Endpoints one clinic may have. */
export const MAX_ENDPOINTS = 10
/**
 * "Send a test event" and "send again": each queues a delivery the server makes, so both count
 * per user, per clinic and per endpoint (the recipient), enough to debug a receiver, not to flood one.
 */
export const WEBHOOK_SEND_LIMITS: SenderLimits = { perUser: [30, 60 * 60_000], perClinic: [100, DAY_MS], perRecipient: [50, DAY_MS] }

/** The session's clinic, for its owners only: staff and the network team do not manage webhooks. */
function ownerClinic(c: Context<AppEnv>): string {
  const u = c.var.user!
  if (u.role !== 'owner' || !u.clinicId) throw new HttpError(403, { _: "Only the clinic's owners manage its webhooks" })
  return u.clinicId
}

function eventsOf(v: unknown): string[] | null {
  if (!Array.isArray(v) || v.length === 0 || !v.every((e) => typeof e === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(e)))
    return null
  return WEBHOOK_EVENTS.filter((e) => v.includes(e))
}

/**
 * The clinic's webhook endpoints under {API_BASE_PATH}/workspace/webhooks (owners only): list,
 * add (the secret is answered once, here and on rotation), edit, delete, rotate, the delivery
 * log, "send again" and "send a test event". Every query goes through webhooksForClinic(session's
 * clinic): another clinic's endpoint or delivery answers 404 like one that does not exist.
 */
export function webhookRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const policy = webhookPolicy(deps.config)
  // Read at each call: tests (and a future DNS-over-HTTPS resolver) may set it after the app is built.
  const resolve: Resolver = (host) => (deps.resolveHost ?? systemResolver)(host)
  const hooks = (c: Context<AppEnv>) => webhooksForClinic(deps.db, ownerClinic(c))
  const idParam = (c: Context<AppEnv>, name = 'id') => {
    const id = c.req.param(name)
    if (!id || !isUuid(id)) throw NOT_FOUND()
    return id
  }
  async function validUrl(raw: unknown): Promise<string> {
    const why = await checkWebhookUrl(raw, policy, resolve)
    if (why) throw new HttpError(400, { url: why })
    return (raw as string).trim()
  }
  async function body(c: Context<AppEnv>): Promise<Record<string, unknown>> {
    const b = await readJson(c, BODY_LIMITS.json)
    if (!b || typeof b !== 'object' || Array.isArray(b)) throw new HttpError(400, { _: 'Expected an object' })
    return b as Record<string, unknown>
  }
  const limitSend = limitSender(deps, 'webhookSend', WEBHOOK_SEND_LIMITS)
  const countSend = (c: Context<AppEnv>, endpointId: string) =>
    limitSend({ userId: c.var.user!.id, clinicId: ownerClinic(c), recipient: endpointId })
  const eventsError = { events: `Choose one or more of ${WEBHOOK_EVENTS.join(', ')}` }

  app.get('/workspace/webhooks', async (c) => ok(c, { items: await hooks(c).list(), events: WEBHOOK_EVENTS }))

  app.post('/workspace/webhooks', async (c) => {
    const h = hooks(c)
    const b = await body(c)
    const events = eventsOf(b.events)
    if (!events) throw new HttpError(400, eventsError)
    const url = await validUrl(b.url)
    if ((await h.list()).length >= MAX_ENDPOINTS) throw new HttpError(400, { _: `At most ${MAX_ENDPOINTS} endpoints` })
    const secret = newSecret()
    const endpoint = await h.create({ url, events, secret, now: deps.clock.now() })
    noReplay(c)
    return ok(c, { endpoint, secret }, 201)
  })

  app.patch('/workspace/webhooks/:id', async (c) => {
    const h = hooks(c)
    const id = idParam(c)
    const b = await body(c)
    const events = b.events === undefined ? undefined : eventsOf(b.events)
    if (events === null) throw new HttpError(400, eventsError)
    if (b.enabled !== undefined && typeof b.enabled !== 'boolean') throw new HttpError(400, { enabled: 'true or false' })
    if (!(await h.find(id))) throw NOT_FOUND()
    const url = b.url === undefined ? undefined : await validUrl(b.url)
    const endpoint = await h.update(id, { url, events, enabled: b.enabled as boolean | undefined, now: deps.clock.now() })
    if (!endpoint) throw NOT_FOUND()
    return ok(c, { endpoint })
  })

  app.delete('/workspace/webhooks/:id', async (c) => {
    if (!(await hooks(c).remove(idParam(c)))) throw NOT_FOUND()
    return ok(c, 'Deleted')
  })

  app.post('/workspace/webhooks/:id/rotate', async (c) => {
    const secret = newSecret()
    const now = deps.clock.now()
    if (!(await hooks(c).rotate(idParam(c), secret, now, new Date(now.getTime() + ROTATION_OVERLAP_MS)))) throw NOT_FOUND()
    noReplay(c)
    return ok(c, { secret })
  })

  app.get('/workspace/webhooks/:id/deliveries', async (c) => {
    const h = hooks(c)
    const id = idParam(c)
    if (!(await h.find(id))) throw NOT_FOUND()
    return ok(c, { items: await h.deliveries(id) })
  })

  app.post('/workspace/webhooks/:id/test', async (c) => {
    const h = hooks(c)
    const id = idParam(c)
    if (!(await h.find(id))) throw NOT_FOUND()
    await countSend(c, id)
    const now = deps.clock.now()
    const payload = JSON.stringify({
      type: TEST_EVENT,
      timestamp: now.toISOString(),
      data: { endpoint_id: id, message: 'A test event from PetLead' },
    })
    // One attempt: the owner is watching the log for the answer, not waiting a day of retries.
    const delivery = await h.enqueueFor(id, { type: TEST_EVENT, messageId: newMessageId(), payload, maxAttempts: 1, now })
    if (!delivery) throw NOT_FOUND()
    deps.wake()
    // The delivery's id lets the page follow this one test to its outcome in the log.
    return ok(c, { delivery: { id: delivery } }, 202)
  })

  app.post('/workspace/webhooks/deliveries/:deliveryId/resend', async (c) => {
    const h = hooks(c)
    const deliveryId = idParam(c, 'deliveryId')
    const endpointId = await h.endpointOfDelivery(deliveryId)
    if (!endpointId) throw NOT_FOUND()
    await countSend(c, endpointId)
    const delivery = await h.resend(deliveryId, deps.clock.now())
    if (!delivery) throw NOT_FOUND()
    deps.wake()
    return ok(c, { delivery }, 202)
  })
  return app
}
