import { readFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_CLINICS_FILE, seedDemoClinics } from '../clinics/seedDemoClinics'
import type { ServerConfig } from '../deps'
import { runDueDeliveries } from '../jobs/runDueDeliveries'
import { runDueJobs } from '../jobs/runDueJobs'
import { freePort } from '../testing/freePort'
import { validPet } from '../testing/payloads'
import { samples } from '../testing/samples'
import { cleanUp } from '../maintenance/cleanUp'
import { formWith, makeTestApp, TEST_ORIGIN } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'
import { startWebhookReceiver, verifyAt } from '../testing/webhookReceiver'
import { seedDemoAccounts } from '../workspace/seedDemoAccounts'
import { storeSubmission } from '../routes/storeSubmission'
import type { Resolver } from './resolver'
import { MAX_DELIVERY_ATTEMPTS, RETRY_DELAYS_MS } from './retrySchedule'
import { staffSession } from '../testing/demoWorkspace'

const IDS = (JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{ id: string }>).map((c) => c.id)
const W = '/api/workspace'
const ALL = ['lead.created', 'lead.assessed', 'lead.status_changed']
let t: Awaited<ReturnType<typeof openTestDb>>
let clock: ReturnType<typeof testClock>
let a: ReturnType<typeof makeTestApp>
const closers: Array<() => Promise<void>> = []

beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
})
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})
beforeEach(async () => {
  await t.reset()
  clock = testClock()
  a = app({ webhookAllowLoopback: true })
  await seedDemoClinics(t.db, clock.now())
  await seedDemoAccounts(t.db, IDS, clock.now())
})

/** An app on the shared database and clock; `resolve` plays DNS. */
function app(config: Partial<ServerConfig>, resolve?: Resolver) {
  const made = makeTestApp(t.db, t.dataDir, { clock, config })
  if (resolve) made.deps.resolveHost = resolve
  return made
}
async function receiver(o: { answers?: number[]; port?: number } = {}) {
  let secret = 'whsec_AAAA'
  const r = await startWebhookReceiver({ secret: () => secret, now: () => clock.now().getTime(), ...o })
  closers.push(r.close)
  return {
    ...r,
    setSecret: (s: string) => {
      secret = s
    },
  }
}
async function addEndpoint(as: Record<string, string>, url: string, events = ALL, on = a) {
  return on.post(`${W}/webhooks`, { url, events }, as)
}
/** A lead sent to `clinicId` through the public API, as a clinic's form would. */
async function submitLead(clinicId: string, extra: Record<string, unknown> = {}) {
  const r = await a.post(
    '/api/pet',
    { ...validPet(), clinic_id: clinicId, owner_name: 'Wendy Owner', pet_name: 'Rex', ...extra },
    { 'x-captcha': await a.captcha() },
  )
  expect(r.status).toBe(201)
  return r.json.content._id as string
}
const deliver = (on = a, resolve?: Resolver) => runDueDeliveries({ ...on.deps, resolve: resolve ?? on.deps.resolveHost })

describe('signed webhooks', () => {
  it('delivers lead.created, lead.assessed and lead.status_changed, each verified by the receiver with standardwebhooks', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    const rx = await receiver()
    const created = await addEndpoint(owner, rx.url)
    expect(created.status).toBe(201)
    const secret = created.json.content.secret as string
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    rx.setSecret(secret)
    // The secret is shown once: the list never carries it.
    expect(JSON.stringify((await a.get(`${W}/webhooks`, owner)).json)).not.toContain(secret.slice(6))

    const up = await a.call('POST', '/api/file', { body: formWith('image', samples.jpeg()) })
    const t0 = Math.floor(clock.now().getTime() / 1000)
    const id = await submitLead('willow', { image_url: up.json.content[0] })
    expect(await deliver()).toBe(1)
    clock.advance(1_000)
    // The owner's second call makes the assessment due now (else after the grace period).
    await a.call('POST', `/api/pet/message_to_ia/${id}`)
    expect(await runDueJobs(a.deps)).toBe(1)
    expect(await deliver()).toBe(1)
    clock.advance(1_000)
    expect((await a.patch(`${W}/leads/${id}`, { status: 'contacted' }, owner)).status).toBe(200)
    expect(await deliver()).toBe(1)

    expect(rx.got.map((g) => g.error)).toEqual([null, null, null])
    const events = rx.got.map((g) => g.verified as { type: string; timestamp: string; data: { lead: Record<string, unknown> } })
    expect(events.map((e) => e.type)).toEqual(ALL)
    // Three events, three webhook-ids; the headers of the spec on each.
    expect(new Set(rx.got.map((g) => g.headers['webhook-id'])).size).toBe(3)
    expect(rx.got.map((g) => Number(g.headers['webhook-timestamp']))).toEqual([t0, t0 + 1, t0 + 2])
    for (const g of rx.got) {
      expect(g.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/)
      expect(g.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)
      expect(g.headers['content-type']).toBe('application/json')
    }
    const [lead0, lead1, lead2] = events.map((e) => e.data.lead)
    // The lead as the inbox shows it, with an absolute link to its page, and never the photo.
    expect(lead0).toMatchObject({
      id,
      kind: 'health',
      status: 'new',
      clinic_id: 'willow',
      urgency: 'routine',
      pet: { name: 'Rex', type: 'dog' },
      owner: { name: 'Wendy Owner', email: 'ann@example.com', phone: '5551234567' },
      has_photo: true,
      assessment: null,
      url: `${TEST_ORIGIN}/workspace/leads/${id}`,
    })
    expect(lead0.read).toBeUndefined()
    expect(lead1!.assessment).toMatchObject({ engine: 'offline' })
    expect(lead2).toMatchObject({ id, status: 'contacted' })
    const photoB64 = Buffer.from(samples.jpeg()).toString('base64').slice(0, 40)
    for (const g of rx.got) {
      expect(g.body).not.toContain(photoB64)
      expect(g.body).not.toContain(up.json.content[0].split('/').pop())
      expect(g.body).not.toContain('data:image')
    }

    // The receiver refuses a tampered body and a replay after the 5-minute tolerance.
    const first = rx.got[0]!
    const tampered = first.body.replace('Wendy Owner', 'Mallory Owner')
    expect(() => verifyAt(secret, tampered, first.headers, clock.now().getTime())).toThrow(/No matching signature/)
    expect(() => verifyAt(secret, first.body, first.headers, clock.now().getTime() + 6 * 60_000)).toThrow(/too old/)
    expect(() => verifyAt(secret, first.body, first.headers, clock.now().getTime())).not.toThrow()
    const signed = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'content-type'].map((h) => [h, String(first.headers[h])]),
    )
    const replay = await fetch(rx.url, { method: 'POST', body: tampered, headers: signed })
    expect(replay.status).toBe(400)

    const log = (await a.get(`${W}/webhooks/${created.json.content.endpoint.id}/deliveries`, owner)).json.content.items
    expect(
      log.map((d: { event_type: string; status: string; attempts: number; response_code: number }) => [
        d.event_type,
        d.status,
        d.attempts,
        d.response_code,
      ]),
    ).toEqual([
      ['lead.status_changed', 'delivered', 1, 204],
      ['lead.assessed', 'delivered', 1, 204],
      ['lead.created', 'delivered', 1, 204],
    ])
    expect(typeof log[0].latency_ms).toBe('number')
  })

  it('a receiver that answers 500 twice gets the event on the third attempt, with the same webhook-id', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    const rx = await receiver({ answers: [500, 500] })
    const created = await addEndpoint(owner, rx.url, ['lead.created'])
    rx.setSecret(created.json.content.secret)
    await submitLead('willow')
    expect(await deliver()).toBe(0)
    // Not due again before the first retry delay...
    clock.advance(RETRY_DELAYS_MS[0]! - 1_000)
    expect(await deliver()).toBe(0)
    expect(rx.got).toHaveLength(1)
    clock.advance(1_000)
    expect(await deliver()).toBe(0)
    clock.advance(RETRY_DELAYS_MS[1]!)
    expect(await deliver()).toBe(1)
    expect(rx.got.map((g) => [g.answered, g.error])).toEqual([
      [500, null],
      [500, null],
      [204, null],
    ])
    expect(new Set(rx.got.map((g) => g.headers['webhook-id'])).size).toBe(1)
    // Each attempt is signed for its own time; the body is the same event.
    expect(new Set(rx.got.map((g) => g.headers['webhook-timestamp'])).size).toBe(3)
    expect(new Set(rx.got.map((g) => g.body)).size).toBe(1)
    const [d] = (await a.get(`${W}/webhooks/${created.json.content.endpoint.id}/deliveries`, owner)).json.content.items
    expect(d).toMatchObject({ status: 'delivered', attempts: 3, response_code: 204, message_id: rx.got[0]!.headers['webhook-id'] })
  })

  it('a receiver down for good: retried over more than a day, then failed and the endpoint marked failing; "send again" clears it', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    const port = await freePort() // nothing listens there
    const created = await addEndpoint(owner, `http://127.0.0.1:${port}/hook`, ['lead.created'])
    const endpointId = created.json.content.endpoint.id as string
    await submitLead('willow')
    // Signed in afresh at each look: the retries outlast the session's 12 h idle expiry.
    const look = async () => {
      const s = await staffSession(a, 'owner@willow.test')
      const state = ((await a.get(`${W}/webhooks`, s)).json.content.items as Array<{ state: string }>)[0]!.state
      return { s, state, delivery: (await a.get(`${W}/webhooks/${endpointId}/deliveries`, s)).json.content.items[0] }
    }
    expect(created.status).toBe(201)
    const start = clock.now().getTime()
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS - 1; i++) {
      expect(await deliver()).toBe(0)
      const { state, delivery } = await look()
      expect(delivery).toMatchObject({ status: 'queued', attempts: i + 1, response_code: null })
      expect(state).toBe('active')
      clock.advance(RETRY_DELAYS_MS[i]!)
    }
    expect(clock.now().getTime() - start).toBeGreaterThanOrEqual(24 * 3600_000)
    expect(await deliver()).toBe(0)
    const { state, delivery: failed } = await look()
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, next_attempt_at: null })
    expect(failed.last_error).toMatch(/ECONNREFUSED/)
    expect(state).toBe('failing')
    // Nothing more is tried, however long we wait.
    clock.advance(7 * 24 * 3600_000)
    expect(await deliver()).toBe(0)
    const later = await look()
    expect(later.delivery.attempts).toBe(MAX_DELIVERY_ATTEMPTS)
    const owner2 = later.s

    // The receiver is back: "Send again" delivers the same message once, and the endpoint is active.
    const rx = await receiver({ port })
    rx.setSecret(created.json.content.secret)
    const again = await a.post(`${W}/webhooks/deliveries/${failed.id}/resend`, {}, owner2)
    expect(again.status).toBe(202)
    expect(await deliver()).toBe(1)
    expect(rx.got.map((g) => [g.error, g.headers['webhook-id']])).toEqual([[null, failed.message_id]])
    expect((await look()).state).toBe('active')
  })

  it('queues the event in the transaction that stores the lead: a rolled-back lead sends nothing', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    const rx = await receiver()
    rx.setSecret((await addEndpoint(owner, rx.url, ['lead.created'])).json.content.secret)
    await expect(
      t.db.transaction(async (tx) => {
        await storeSubmission(tx, 'health', 'willow', { ...validPet(), owner_name: 'Never Stored' }, clock.now(), {
          graceMs: 0,
          clinics: a.deps.clinics,
          publicUrl: TEST_ORIGIN,
        })
        throw new Error('the request failed after the insert')
      }),
    ).rejects.toThrow('the request failed')
    expect(await deliver()).toBe(0)
    const { id } = await t.db.transaction((tx) =>
      storeSubmission(tx, 'health', 'willow', validPet(), clock.now(), { graceMs: 0, clinics: a.deps.clinics, publicUrl: TEST_ORIGIN }),
    )
    expect(await deliver()).toBe(1)
    expect(rx.got.map((g) => (g.verified as { data: { lead: { id: string } } }).data.lead.id)).toEqual([id])
  })

  it('"Send a test event" delivers a signed webhook.test to that endpoint only', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    const rx = await receiver()
    const created = await addEndpoint(owner, rx.url, ['lead.assessed'])
    rx.setSecret(created.json.content.secret)
    const res = await a.post(`${W}/webhooks/${created.json.content.endpoint.id}/test`, {}, owner)
    expect(res.status).toBe(202)
    expect(await deliver()).toBe(1)
    expect(rx.got[0]!.verified).toMatchObject({ type: 'webhook.test', data: { endpoint_id: created.json.content.endpoint.id } })
    // The answer names the delivery, so the page can follow the test to its outcome.
    const log = await a.get(`${W}/webhooks/${created.json.content.endpoint.id}/deliveries`, owner)
    expect(log.json.content.items).toEqual([expect.objectContaining({ id: res.json.content.delivery.id, status: 'delivered' })])
  })

  it('RETENTION_DAYS removes a finished test delivery once it is older than that, never a queued one', async () => {
    const kept = app({ webhookAllowLoopback: true, retentionDays: 30 })
    const owner = await staffSession(kept, 'owner@willow.test')
    const rx = await receiver()
    const created = await addEndpoint(owner, rx.url, ['lead.assessed'], kept)
    rx.setSecret(created.json.content.secret)
    const id = created.json.content.endpoint.id as string
    expect((await kept.post(`${W}/webhooks/${id}/test`, {}, owner)).status).toBe(202)
    expect(await deliver()).toBe(1)
    clock.advance(31 * 24 * 3600_000)
    // A second test event, queued and not yet sent: recent and unfinished, it stays.
    expect((await kept.post(`${W}/webhooks/${id}/test`, {}, await staffSession(kept, 'owner@willow.test'))).status).toBe(202)
    expect((await cleanUp(kept.deps)).deliveries).toBe(1)
    const log = await kept.get(`${W}/webhooks/${id}/deliveries`, await staffSession(kept, 'owner@willow.test'))
    expect(log.json.content.items.map((d: { status: string }) => d.status)).toEqual(['queued'])
  })

  it('rotating the secret: the next deliveries carry both signatures for a day, so a receiver on either verifies', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    const rx = await receiver()
    const created = await addEndpoint(owner, rx.url)
    const oldSecret = created.json.content.secret as string
    rx.setSecret(oldSecret)
    const rotated = await a.post(`${W}/webhooks/${created.json.content.endpoint.id}/rotate`, {}, owner)
    const newSecret = rotated.json.content.secret as string
    expect(newSecret).not.toBe(oldSecret)
    await submitLead('willow')
    expect(await deliver()).toBe(1)
    expect(() => verifyAt(newSecret, rx.got[0]!.body, rx.got[0]!.headers, clock.now().getTime())).not.toThrow()
    clock.advance(25 * 3600_000)
    expect(
      (await a.post(`${W}/webhooks/${created.json.content.endpoint.id}/test`, {}, await staffSession(a, 'owner@willow.test'))).status,
    ).toBe(202)
    expect(await deliver()).toBe(0) // the receiver still holds the old secret: refused after the overlap
    expect(rx.got[1]!.error).toMatch(/No matching signature/)
  })
})

describe('webhook URLs are checked at save and again at send (SSRF)', () => {
  it('production refuses http, loopback, private, link-local and metadata addresses at save, with a clear message', async () => {
    const prod = app({ mode: 'production', webhookAllowLoopback: true }, async (host) => {
      if (host === 'metadata.example.com') return [{ address: '169.254.169.254', family: 4 }]
      if (host === 'intranet.example.com')
        return [
          { address: '93.184.216.34', family: 4 },
          { address: '10.0.0.8', family: 4 },
        ]
      return [{ address: '93.184.216.34', family: 4 }]
    })
    const owner = await staffSession(prod, 'owner@willow.test')
    const refuse = async (url: string, message: RegExp) => {
      const r = await addEndpoint(owner, url, ALL, prod)
      expect([r.status, r.json.content.url]).toEqual([400, expect.stringMatching(message)])
    }
    await refuse('http://hooks.example.com/in', /Only https/)
    await refuse('https://127.0.0.1/in', /private, local or reserved addresses \(127\.0\.0\.1\)/)
    await refuse('https://localhost:8443/in', /cannot be sent to this server/)
    await refuse('https://10.1.2.3/in', /10\.1\.2\.3/)
    await refuse('https://169.254.169.254/latest/meta-data/', /169\.254\.169\.254/)
    await refuse('https://[::1]/in', /::1/)
    await refuse('https://[::ffff:127.0.0.1]/in', /private, local or reserved/)
    await refuse('https://[fd12::1]/in', /fd12::1/)
    await refuse('https://100.64.1.1/in', /100\.64\.1\.1/)
    await refuse('https://metadata.example.com/in', /metadata\.example\.com resolves to 169\.254\.169\.254/)
    await refuse('https://intranet.example.com/in', /10\.0\.0\.8/)
    await refuse('ftp://hooks.example.com/in', /Only https/)
    expect((await prod.get(`${W}/webhooks`, owner)).json.content.items).toEqual([])
    expect((await addEndpoint(owner, 'https://hooks.example.com/in', ALL, prod)).status).toBe(201)
  })

  it('at send, a host that now resolves to a private address is refused without connecting; a stored loopback URL is refused in production', async () => {
    let answer = '93.184.216.34'
    const calls: string[] = []
    const dns: Resolver = async (host) => {
      calls.push(host)
      return [{ address: answer, family: answer.includes(':') ? 6 : 4 }]
    }
    const prod = app({ mode: 'production' }, dns)
    const owner = await staffSession(prod, 'owner@willow.test')
    const endpoint = (await addEndpoint(owner, 'https://hooks.example.com/in', ['lead.created'], prod)).json.content.endpoint
    const log = async () => (await prod.get(`${W}/webhooks/${endpoint.id}/deliveries`, owner)).json.content.items
    // DNS rebinding: the name answered a public address at save, and answers these at send.
    for (const [i, inner] of ['10.0.0.7', '169.254.169.254', '127.0.0.1', '::1'].entries()) {
      answer = inner
      clock.advance(1_000)
      await submitLead('willow')
      expect(await deliver(prod)).toBe(0)
      const [d] = await log()
      expect(d).toMatchObject({ status: 'queued', attempts: 1, response_code: null })
      expect(d.last_error).toContain(`resolves to ${inner}`)
      expect(calls.filter((h) => h === 'hooks.example.com')).toHaveLength(i + 2)
    }

    // Saved in the demo with loopback allowed, then served by production: refused at send.
    const rx = await receiver()
    const demoOwner = await staffSession(a, 'owner@acacia.test')
    const loop = await addEndpoint(demoOwner, rx.url, ['lead.created'])
    expect(loop.status).toBe(201)
    await submitLead('acacia')
    await deliver(prod)
    expect(rx.got).toHaveLength(0)
    const [d] = (await a.get(`${W}/webhooks/${loop.json.content.endpoint.id}/deliveries`, demoOwner)).json.content.items
    // Refused before connecting (production takes neither its http: nor its loopback address).
    expect(d).toMatchObject({ status: 'queued', response_code: null, last_error: expect.stringMatching(/^refused: http: URL/) })
  })

  it('connects to the address it checked: the name is resolved once per attempt, never again by the socket', async () => {
    const calls: string[] = []
    // A name the system resolver does not know: only the checked answer can reach the receiver.
    const dns: Resolver = async (host) => {
      calls.push(host)
      return [{ address: '127.0.0.1', family: 4 }]
    }
    const demo = app({ webhookAllowLoopback: true }, dns)
    const owner = await staffSession(demo, 'owner@willow.test')
    const rx = await receiver()
    const created = await addEndpoint(owner, rx.url.replace('127.0.0.1', 'receiver.petlead.invalid'), ['lead.created'], demo)
    rx.setSecret(created.json.content.secret)
    await submitLead('willow')
    expect(await deliver(demo)).toBe(1)
    expect(rx.got[0]!.headers.host).toBe(`receiver.petlead.invalid:${rx.port}`)
    expect(calls).toEqual(['receiver.petlead.invalid', 'receiver.petlead.invalid']) // save, send
  })

  it('the demo without WEBHOOK_ALLOW_LOOPBACK refuses loopback too', async () => {
    const plain = app({})
    const owner = await staffSession(plain, 'owner@willow.test')
    const r = await addEndpoint(owner, 'http://127.0.0.1:9/hook', ALL, plain)
    expect([r.status, r.json.content.url]).toEqual([400, expect.stringMatching(/127\.0\.0\.1/)])
  })
})

describe("webhooks are the clinic owners' alone", () => {
  it("another clinic's endpoint or delivery answers 404 and changes nothing; events never cross clinics", async () => {
    const willow = await staffSession(a, 'owner@willow.test')
    const pleasanton = await staffSession(a, 'owner@pleasanton.test')
    const rx = await receiver()
    const created = await addEndpoint(willow, rx.url)
    rx.setSecret(created.json.content.secret)
    const eid = created.json.content.endpoint.id as string
    await submitLead('willow')
    await submitLead('pleasanton')
    expect(await deliver()).toBe(1)
    expect((rx.got[0]!.verified as { data: { lead: { clinic_id: string } } }).data.lead.clinic_id).toBe('willow')
    const [did] = (await a.get(`${W}/webhooks/${eid}/deliveries`, willow)).json.content.items.map((d: { id: string }) => d.id)
    const missing = crypto.randomUUID()
    for (const id of [eid, missing]) {
      const tries = [
        await a.get(`${W}/webhooks/${id}/deliveries`, pleasanton),
        await a.patch(`${W}/webhooks/${id}`, { url: 'http://127.0.0.1:1/x', enabled: false }, pleasanton),
        await a.call('DELETE', `${W}/webhooks/${id}`, { headers: pleasanton }),
        await a.post(`${W}/webhooks/${id}/rotate`, {}, pleasanton),
        await a.post(`${W}/webhooks/${id}/test`, {}, pleasanton),
      ]
      for (const r of tries) expect([r.status, r.json]).toEqual([404, { success: false, content: { _: 'Not found' } }])
    }
    for (const id of [did, missing]) expect((await a.post(`${W}/webhooks/deliveries/${id}/resend`, {}, pleasanton)).status).toBe(404)
    expect((await a.get(`${W}/webhooks`, pleasanton)).json.content.items).toEqual([])
    // Nothing changed: same URL, state and secret (the next delivery still verifies), one delivery.
    const [still] = (await a.get(`${W}/webhooks`, willow)).json.content.items
    expect(still).toMatchObject({ url: rx.url, state: 'active' })
    const log = (await a.get(`${W}/webhooks/${eid}/deliveries`, willow)).json.content.items
    expect(log.map((d: { status: string }) => d.status)).toEqual(['delivered'])
    await submitLead('willow')
    expect(await deliver()).toBe(1)
    expect(rx.got[1]!.error).toBeNull()
  })

  it('staff and the network team cannot manage endpoints (403); without a session, 401; cross-origin, 403', async () => {
    const rx = await receiver()
    const created = await addEndpoint(await staffSession(a, 'owner@willow.test'), rx.url)
    const eid = created.json.content.endpoint.id
    for (const who of ['front@willow.test', 'demo@petlead.test']) {
      const s = await staffSession(a, who)
      const tries = [
        await a.get(`${W}/webhooks`, s),
        await addEndpoint(s, rx.url),
        await a.patch(`${W}/webhooks/${eid}`, { enabled: false }, s),
        await a.call('DELETE', `${W}/webhooks/${eid}`, { headers: s }),
        await a.get(`${W}/webhooks/${eid}/deliveries`, s),
        await a.post(`${W}/webhooks/${eid}/test`, {}, s),
      ]
      for (const r of tries) expect(r.status).toBe(403)
    }
    expect((await a.get(`${W}/webhooks`)).status).toBe(401)
    const owner = await staffSession(a, 'owner@willow.test')
    expect(
      (await a.post(`${W}/webhooks`, { url: rx.url, events: ALL }, { cookie: owner.cookie, origin: 'https://evil.example' })).status,
    ).toBe(403)
    expect((await a.get(`${W}/webhooks`, owner)).json.content.items).toHaveLength(1)
  })

  it('edits, disables (no deliveries queued) and deletes an endpoint', async () => {
    const owner = await staffSession(a, 'owner@willow.test')
    const rx = await receiver()
    const created = await addEndpoint(owner, rx.url, ['lead.created'])
    const eid = created.json.content.endpoint.id
    expect((await a.patch(`${W}/webhooks/${eid}`, { events: [] }, owner)).status).toBe(400)
    expect((await a.patch(`${W}/webhooks/${eid}`, { events: ['lead.nope'] }, owner)).status).toBe(400)
    const off = await a.patch(`${W}/webhooks/${eid}`, { enabled: false, events: ['lead.status_changed', 'lead.created'] }, owner)
    expect(off.json.content.endpoint).toMatchObject({ state: 'disabled', events: ['lead.created', 'lead.status_changed'] })
    await submitLead('willow')
    expect((await a.get(`${W}/webhooks/${eid}/deliveries`, owner)).json.content.items).toEqual([])
    expect((await a.call('DELETE', `${W}/webhooks/${eid}`, { headers: owner })).status).toBe(200)
    expect((await a.get(`${W}/webhooks`, owner)).json.content.items).toEqual([])
  })
})
