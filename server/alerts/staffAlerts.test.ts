import webPush from 'web-push'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startPushService } from '../../test/e2e/support/pushService'
import { sendDuePush } from '../jobs/sendDuePush'
import { staffSession } from '../testing/demoWorkspace'
import { validPet } from '../testing/payloads'
import { makeTestApp, TEST_ORIGIN } from '../testing/testApp'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'
import type { TestDb } from '../testing/withTestDb'
import type { Resolver } from '../webhooks/resolver'
import { ENDPOINT_TAKEN } from '../routes/workspaceAlertRoutes'
import { enqueueStaffText } from './enqueueStaffText'

// The SMS queue is another branch's: here the seam is replaced by a recorder, to see who alertStaff texts.
vi.mock('./enqueueStaffText', () => ({ enqueueStaffText: vi.fn(async () => true) }))

const W = '/api/workspace'
const VAPID = { ...webPush.generateVAPIDKeys(), subject: 'mailto:alerts@petlead.test' }
let t: TestDb
let a: ReturnType<typeof makeTestApp>
let push: Awaited<ReturnType<typeof startPushService>>

withDemoWorkspace((w) => ({ t, a } = w), { config: { vapid: VAPID, pushAllowLoopbackForTests: true } })
beforeEach(async () => {
  push = await startPushService({ expectedKey: VAPID.publicKey })
  vi.mocked(enqueueStaffText).mockClear()
})
afterEach(async () => {
  await push.close()
})

const login = (email: string) => staffSession(a, email)
/** Subscribes a new browser (the double's keys) for the user signed in as `as`. */
async function subscribe(as: Record<string, string>) {
  const sub = push.subscribe()
  const r = await a.post(`${W}/push/subscriptions`, sub, as)
  expect(r.status).toBe(201)
  return sub
}
async function submitLead(clinicId: string, words = 'Itchy skin for a week') {
  const r = await a.post('/api/pet', { ...validPet(), clinic_id: clinicId, additional_info: words }, { 'x-captcha': await a.captcha() })
  expect(r.status).toBe(201)
  return r.json.content._id as string
}
const pushRows = () =>
  t.db.query<{ endpoint: string; submission_id: string; urgency: string }>(
    'SELECT p.endpoint, d.submission_id, d.urgency FROM push_deliveries d JOIN push_subscriptions p ON p.id = d.subscription_id ORDER BY p.endpoint',
  )
const staffMail = (to: string) =>
  t.db.query<{ subject: string; text_body: string }>('SELECT subject, text_body FROM outbox WHERE to_addr = $1 AND lead_of IS NULL', [to])

describe('staff alerts', () => {
  it('a subscription belongs to the user who made it: another user can neither remove nor see it', async () => {
    const front = await login('front@willow.test')
    const owner = await login('owner@willow.test')
    const sub = await subscribe(front)
    expect((await a.get(`${W}/alerts`, front)).json.content.subscriptions).toBe(1)
    expect((await a.get(`${W}/alerts`, owner)).json.content.subscriptions).toBe(0)
    // Another member of the same clinic: a 404, and the subscription is still there.
    expect((await a.call('DELETE', `${W}/push/subscriptions`, { json: { endpoint: sub.endpoint }, headers: owner })).status).toBe(404)
    expect(await t.db.query('SELECT endpoint FROM push_subscriptions')).toEqual([{ endpoint: sub.endpoint }])
    // No session, another origin: refused before anything is read.
    expect((await a.post(`${W}/push/subscriptions`, push.subscribe(), { origin: TEST_ORIGIN })).status).toBe(401)
    expect((await a.post(`${W}/push/subscriptions`, push.subscribe(), { ...front, origin: 'https://evil.test' })).status).toBe(403)
    expect((await a.call('DELETE', `${W}/push/subscriptions`, { json: { endpoint: sub.endpoint }, headers: front })).status).toBe(200)
    expect(await t.db.query('SELECT endpoint FROM push_subscriptions')).toEqual([])
  })

  it("another user's endpoint is never taken over by a post: 409, its holder keeps it; its holder re-posting it stays idempotent", async () => {
    const pleasanton = await login('owner@pleasanton.test')
    const willow = await login('owner@willow.test')
    const sub = await subscribe(pleasanton)
    const count = async (as: Record<string, string>) => (await a.get(`${W}/alerts`, as)).json.content.subscriptions
    // The reported attack: Willow's owner posts Pleasanton's endpoint (with keys of their own).
    const theirs = { ...push.subscribe(), endpoint: sub.endpoint }
    const taken = await a.post(`${W}/push/subscriptions`, theirs, willow)
    expect([taken.status, taken.json.content]).toEqual([409, { endpoint: ENDPOINT_TAKEN }])
    expect([await count(pleasanton), await count(willow)]).toEqual([1, 0])
    const [row] = await t.db.query<{ p256dh: string }>('SELECT p256dh FROM push_subscriptions WHERE endpoint = $1', [sub.endpoint])
    expect(row!.p256dh).toBe(sub.keys.p256dh)
    const refused = (await a.deps.metrics.refusals.get()).values.find((v) => v.labels.rule === 'push_endpoint_taken')
    expect(refused?.value).toBe(1)
    // Pleasanton's lead still pushes to Pleasanton's owner.
    const lead = await submitLead('pleasanton')
    expect(await pushRows()).toEqual([{ endpoint: sub.endpoint, submission_id: lead, urgency: 'normal' }])
    // The holder posting the same subscription again (every "Enable alerts" click does): one row, still theirs.
    expect((await a.post(`${W}/push/subscriptions`, sub, pleasanton)).status).toBe(201)
    expect(await count(pleasanton)).toBe(1)
  })

  it('refuses push endpoints the webhook rules refuse (private addresses, bad keys); loopback only by the test option', async () => {
    const front = await login('front@willow.test')
    const good = push.subscribe()
    for (const endpoint of ['http://10.0.0.5/push/x', 'http://169.254.169.254/latest', 'file:///etc/passwd', 'not a url']) {
      const r = await a.post(`${W}/push/subscriptions`, { ...good, endpoint }, front)
      expect([endpoint, r.status, Object.keys(r.json.content)]).toEqual([endpoint, 400, ['endpoint']])
    }
    expect((await a.post(`${W}/push/subscriptions`, { ...good, keys: { p256dh: 'AAAA', auth: good.keys.auth } }, front)).status).toBe(400)
    const strict = makeTestApp(t.db, t.dataDir, { config: { vapid: VAPID } })
    const as = await staffSession(strict, 'front@willow.test')
    expect((await strict.post(`${W}/push/subscriptions`, good, as)).status).toBe(400)
    expect(await t.db.query('SELECT endpoint FROM push_subscriptions')).toEqual([])
  })

  it('a new lead queues one push per subscribed member of its clinic only, in its transaction, and the push names the lead and its urgency', async () => {
    const front = await subscribe(await login('front@willow.test'))
    const ownerAs = await login('owner@willow.test')
    const owner = await subscribe(ownerAs)
    // The owner chose e-mail only: no push for a routine lead.
    expect(
      (await a.call('PUT', `${W}/alerts`, { json: { push: false, email: true, sms: false, mobile: '' }, headers: ownerAs })).status,
    ).toBe(200)
    await subscribe(await login('front@pleasanton.test'))
    const lead = await submitLead('willow')
    expect(await pushRows()).toEqual([{ endpoint: front.endpoint, submission_id: lead, urgency: 'normal' }])
    expect((await staffMail('owner@willow.test')).map((m) => m.subject)).toEqual(['New lead: Rex (dog)'])
    expect(await staffMail('front@willow.test')).toEqual([])

    const run = await sendDuePush(a.deps)
    expect(run).toEqual({ sent: 1, gone: 0, failed: 0 })
    const [got] = await push.waitFor(1)
    expect(got!.endpoint).toBe(front.endpoint)
    expect(got!.vapidOk).toBe(true)
    expect(got!.payload).toMatchObject({ type: 'lead', leadId: lead, urgency: 'routine', reason: 'new', url: `/workspace/leads/${lead}` })
    expect(push.received.some((r) => r.endpoint === owner.endpoint)).toBe(false)
    // Sent once: a second run finds nothing due.
    expect(await sendDuePush(a.deps)).toEqual({ sent: 0, gone: 0, failed: 0 })
  })

  it('an emergency alerts every channel a member has set up, whatever they chose', async () => {
    const ownerAs = await login('owner@willow.test')
    const owner = await subscribe(ownerAs)
    expect(
      (await a.call('PUT', `${W}/alerts`, { json: { push: false, email: false, sms: false, mobile: '(925) 555-0123' }, headers: ownerAs }))
        .status,
    ).toBe(200)
    const quiet = await submitLead('willow')
    expect(await pushRows()).toEqual([])
    expect(await staffMail('owner@willow.test')).toEqual([])
    expect(enqueueStaffText).not.toHaveBeenCalled()

    const emergency = await submitLead('willow', 'She ate chocolate and is having a seizure')
    expect(quiet).not.toBe(emergency)
    expect(await pushRows()).toEqual([{ endpoint: owner.endpoint, submission_id: emergency, urgency: 'high' }])
    expect((await staffMail('owner@willow.test')).map((m) => m.subject)).toEqual(['Emergency lead: Rex (dog)'])
    const texts = vi.mocked(enqueueStaffText).mock.calls.map(([, text]) => [text.to, text.leadId])
    // front@willow has no mobile: only the owner is texted.
    expect(texts).toEqual([['+19255550123', emergency]])
    await sendDuePush(a.deps)
    expect((await push.waitFor(1))[0]).toMatchObject({ urgency: 'high', payload: { leadId: emergency, urgency: 'emergency' } })
  })

  it('a 410 from the push service deletes the subscription and its queued sends', async () => {
    const as = await login('front@willow.test')
    const sub = await subscribe(as)
    const other = await subscribe(as)
    push.answer(sub.endpoint, 410)
    await submitLead('willow')
    await submitLead('willow')
    expect(await sendDuePush(a.deps)).toEqual({ sent: 2, gone: 1, failed: 0 })
    expect(await t.db.query('SELECT endpoint FROM push_subscriptions')).toEqual([{ endpoint: other.endpoint }])
    expect((await pushRows()).map((r) => r.endpoint)).toEqual([other.endpoint, other.endpoint])
  })

  it('checks the endpoint again at send time: a name that now resolves to a private address is not sent to', async () => {
    const as = await login('front@willow.test')
    const sub = push.subscribe()
    const endpoint = sub.endpoint.replace('127.0.0.1', 'push.example.test')
    const dns =
      (address: string): Resolver =>
      async () => [{ address, family: 4 }]
    a.deps.resolveHost = dns('93.184.216.34')
    expect((await a.post(`${W}/push/subscriptions`, { ...sub, endpoint }, as)).status).toBe(201)
    await submitLead('willow')
    expect(await sendDuePush({ ...a.deps, resolve: dns('10.1.2.3') })).toEqual({ sent: 0, gone: 0, failed: 1 })
    const [row] = await t.db.query<{ status: string; last_error: string }>('SELECT status, last_error FROM push_deliveries')
    expect(row).toEqual({ status: 'queued', last_error: expect.stringContaining('private') })
  })

  it('validates the mobile number and keeps it as E.164; texts need one', async () => {
    const as = await login('front@willow.test')
    const put = (json: unknown) => a.call('PUT', `${W}/alerts`, { json, headers: as })
    expect((await put({ push: true, email: false, sms: false, mobile: '555-01' })).json.content).toEqual({ mobile: expect.any(String) })
    expect((await put({ push: true, email: false, sms: true, mobile: '' })).json.content).toEqual({ mobile: 'Texts need a mobile number' })
    expect((await put({ push: 'yes', email: false, sms: false })).status).toBe(400)
    expect((await put({ push: true, email: true, sms: true, mobile: '+1 (416) 555-0123' })).status).toBe(200)
    expect((await a.get(`${W}/alerts`, as)).json.content).toEqual({
      push: true,
      email: true,
      sms: true,
      mobile: '+14165550123',
      subscriptions: 0,
    })
    expect((await a.get(`${W}/alerts`, await login('front@pleasanton.test'))).json.content).toEqual({
      push: true,
      email: false,
      sms: false,
      mobile: null,
      subscriptions: 0,
    })
  })

  it('refuses a mobile PetLead does not text on save: premium rate (+1 900, +44 90), an international network (+882), another country', async () => {
    const as = await login('front@willow.test')
    const put = (mobile: string) => a.call('PUT', `${W}/alerts`, { json: { push: false, email: true, sms: true, mobile }, headers: as })
    for (const mobile of ['+1 900 555 1234', '+882 1234 5678', '+44 90 1234 5678', '+44 7911 123456', '+1 876 234 5678']) {
      const r = await put(mobile)
      expect([mobile, r.status]).toEqual([mobile, 400])
      expect(r.json.content).toEqual({ mobile: 'Texts go only to mobile numbers in US, CA, never to premium-rate or shared-cost numbers' })
    }
    expect((await a.get(`${W}/alerts`, as)).json.content).toMatchObject({ sms: false, mobile: null })
  })
})
