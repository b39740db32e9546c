import nodemailer from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SMS_CONSENT_VERSION } from '../../src/schemas/smsConsent'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { smsQueue, smsRepo } from '../db/smsRepo'
import { SMS_MAX_ATTEMPTS, sendDueSms, UNCHECKED } from '../jobs/sendDueSms'
import { sendDueMail } from '../jobs/sendDueMail'
import { startSmtpSink } from '../mail/startSmtpSink'
import { sinkSmsSender } from '../sms/sinkSmsSender'
import { SmsRefused, type SentQuery, type SmsMessage, type SmsSender } from '../sms/smsSender'
import { twilioSignature } from '../sms/twilioSignature'
import { validDental, validPet } from '../testing/payloads'
import { makeTestApp, TEST_ORIGIN } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'
import { demoHost } from '../../demo/demoHost'

/**
 * The owner hears back at once: every lead queues its acknowledgement with itself (e-mail always;
 * a text with consent, a textable number and no STOP), the workers send it within seconds, and
 * `acknowledged_at` records when the first one left. Texts go through the leased queue: sent once
 * even when a worker dies mid-send, retried on passing errors, ended with the reason on permanent ones.
 */
const MOBILE = '9255550123'
const E164 = '+19255550123'
let t: Awaited<ReturnType<typeof openTestDb>>
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let a: ReturnType<typeof makeTestApp>
let clock: ReturnType<typeof testClock>
let texts: SmsMessage[]
let next: (m: SmsMessage) => Promise<{ id: string }>
let checks: SentQuery[]
/** What the double answers when asked whether it took a message: by default, whether it was handed one of that key. */
let check: (q: SentQuery) => Promise<{ id: string } | null>
/** A provider double: records what it is handed (by key), then does what the test says. */
const double: SmsSender = {
  send: (m) => {
    texts.push(m)
    return next(m)
  },
  findSent: (q) => {
    checks.push(q)
    return check(q)
  },
}

beforeAll(async () => {
  t = await openTestDb()
  sink = await startSmtpSink({ db: t.db, clock: testClock() })
})
afterAll(async () => {
  await sink.close()
  await t.close()
})
beforeEach(async () => {
  await t.reset()
  clock = testClock(new Date('2026-11-24T18:00:00Z'))
  texts = []
  checks = []
  next = async (m) => ({ id: `SM-${m.key}` })
  check = async (q) => (texts.some((m) => m.key === q.key) ? { id: `SM-${q.key}` } : null)
  a = makeTestApp(t.db, t.dataDir, { clock, sms: double })
  await seedDemoClinics(t.db, clock.now())
})

async function submit(extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const r = await a.post(
    '/api/pet',
    { ...validPet(), clinic_id: 'willow', phone_number: MOBILE, sms_consent: true, ...extra },
    { ...headers, 'x-captcha': await a.captcha() },
  )
  expect(r.status).toBe(201)
  return r.json.content._id as string
}
const sendMail = () => sendDueMail({ db: t.db, clock, transport: nodemailer.createTransport(sink.url), from: 'x@petlead.local' })
const sendTexts = (sms: SmsSender = double, leaseMs?: number) => sendDueSms({ db: t.db, clock, sms, leaseMs })
const timeline = (id: string) =>
  t.db.query<{ type: string; note: string | null; reason: string | null }>(
    'SELECT type, note, reason FROM lead_events WHERE submission_id = $1 ORDER BY at, type',
    [id],
  )
const lead = async (id: string) =>
  (
    await t.db.query<{ created_at: Date; acknowledged_at: Date | null; sms_consent_version: string | null }>(
      'SELECT created_at, acknowledged_at, sms_consent_version FROM submissions WHERE id = $1',
      [id],
    )
  )[0]!
const inbound = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  a.call('POST', '/api/sms/inbound', {
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })

describe('the acknowledgement', () => {
  it('reaches the owner by e-mail and text within 60 s of clock time, naming the clinic, its phone and when', async () => {
    const started = performance.now()
    const id = await submit()
    clock.advance(1_000)
    expect(await sendMail()).toBeGreaterThanOrEqual(1)
    expect(await sendTexts()).toBe(1)
    const wallMs = performance.now() - started

    const [mail] = await t.db.query<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM received_mail WHERE to_addr = 'ann@example.com' AND subject LIKE 'We have your request%'",
    )
    expect(mail!.subject).toBe('We have your request: Willow Veterinary Hospital will contact you')
    expect(mail!.text_body).toContain('Willow Veterinary Hospital will call you within 5 minutes.')
    const phone = (await t.db.query<{ phone: string }>("SELECT phone FROM clinics WHERE id = 'willow'"))[0]!.phone
    expect(mail!.text_body).toContain(`Phone: ${phone}`)
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatchObject({ to: E164, key: expect.any(String) })
    expect(texts[0]!.body).toBe(
      `PetLead: we have your request. Willow Veterinary Hospital will call you within 5 minutes. Phone: ${phone}. Reply STOP to opt out.`,
    )

    const row = await lead(id)
    const latency = row.acknowledged_at!.getTime() - row.created_at.getTime()
    expect(latency).toBeLessThanOrEqual(60_000)
    expect(row.sms_consent_version).toBe(SMS_CONSENT_VERSION)
    expect((await timeline(id)).map((e) => e.type)).toEqual(expect.arrayContaining(['received', 'acknowledged', 'sms_sent']))
    expect((await timeline(id)).filter((e) => e.type === 'acknowledged')).toHaveLength(1)
    console.log(`acknowledgement: ${latency} ms of clock time, ${wallMs.toFixed(0)} ms of wall time from POST to e-mail and text sent`)
  })

  it('a dental check is acknowledged like every other form: e-mail and text, naming its clinic', async () => {
    const r = await a.post(
      '/api/pet/check_dental_ai',
      { ...validDental(), clinic_id: 'willow', phone_number: MOBILE, sms_consent: true },
      { 'x-captcha': await a.captcha() },
    )
    expect(r.status).toBe(201)
    clock.advance(1_000)
    await sendMail()
    expect(await sendTexts()).toBe(1)
    const [mail] = await t.db.query<{ text_body: string }>(
      "SELECT text_body FROM received_mail WHERE to_addr = 'bo@example.com' AND subject LIKE 'We have your request%'",
    )
    expect(mail!.text_body).toContain('Willow Veterinary Hospital will call you within')
    expect(texts[0]).toMatchObject({ to: E164 })
    expect((await lead(r.json._id as string)).acknowledged_at).not.toBeNull()
  })

  it('is written in the owner’s language, and the consent’s wording version is kept with the lead', async () => {
    await submit({}, { 'accept-language': 'es' })
    await sendMail()
    await sendTexts()
    const [mail] = await t.db.query<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM received_mail WHERE subject LIKE 'Recibimos%'",
    )
    expect(mail!.text_body).toContain('Willow Veterinary Hospital le llamará en menos de 5 minutos.')
    expect(texts[0]!.body).toContain('Responda PARAR')
  })

  it('no consent, or a number that cannot take a text: the e-mail only', async () => {
    const without = await submit({ sms_consent: false })
    const landline = await submit({ phone_number: '5551234567' })
    await sendMail()
    await sendTexts()
    expect(texts).toHaveLength(0)
    expect((await lead(without)).sms_consent_version).toBeNull()
    expect((await lead(landline)).sms_consent_version).toBe(SMS_CONSENT_VERSION)
    expect((await lead(without)).acknowledged_at).not.toBeNull()
  })

  it('in demo mode the texts land in the in-process sink, listed at /outbox and /outbox.json beside the e-mails', async () => {
    const demo = sinkSmsSender(t.db, clock)
    a = makeTestApp(t.db, t.dataDir, { clock, sms: demo, hostPages: demoHost })
    await submit()
    await sendMail()
    expect(await sendDueSms({ db: t.db, clock, sms: demo })).toBe(1)
    const list = (await a.get('/outbox.json')).json as Array<{ channel: string; to: string; text: string }>
    expect(list.filter((m) => m.channel === 'sms')).toEqual([
      expect.objectContaining({ channel: 'sms', to: E164, text: expect.stringContaining('within 5 minutes') }),
    ])
    expect(list.some((m) => m.channel === 'email' && m.to === 'ann@example.com')).toBe(true)
    expect((await a.get('/outbox')).text).toContain(E164)
    // The sink answers an interrupted send's check by the message's key.
    const [text] = await t.db.query<{ id: string }>('SELECT id FROM sms_messages')
    const since = clock.now()
    expect(await demo.findSent({ to: E164, body: '', key: text!.id, since })).toEqual({ id: `SINK-${text!.id}` })
    expect(await demo.findSent({ to: E164, body: '', key: 'never-sent', since })).toBeNull()
  })

  it('a contact message is not a lead: no acknowledgement', async () => {
    const r = await a.post('/api/contact', {
      name: 'Dee',
      company: 'Happy Paws',
      phone: MOBILE,
      email: 'dee@example.com',
      comment: 'Hello',
    })
    expect(r.status).toBe(201)
    expect(await t.db.query('SELECT id FROM outbox WHERE ack_of IS NOT NULL')).toHaveLength(0)
  })
})

describe('text messages through the work queue', () => {
  const row = async (id: string) =>
    (
      await t.db.query<{ id: string; status: string; attempts: number; provider_id: string | null; sending_at: Date | null }>(
        'SELECT id, status, attempts, provider_id, sending_at FROM sms_messages WHERE submission_id = $1',
        [id],
      )
    )[0]!

  it('a worker killed after the provider took the text (its lease runs out): not sent again, finished as sent with the provider’s id', async () => {
    const id = await submit()
    let release: (r: { id: string }) => void = () => {}
    next = () =>
      new Promise((resolve) => {
        release = resolve
      })
    // Worker A hands the text to the provider and hangs there: its process is as good as dead.
    const a1 = sendTexts(double, 1_000)
    await expect.poll(() => texts.length).toBe(1)
    const mark = (await row(id)).sending_at!
    clock.advance(5_000)
    // Worker B claims the row once A's lease has ended, asks the provider, and finds the text there.
    next = async (m) => ({ id: `SM-${m.key}` })
    expect(await sendTexts()).toBe(1)
    release({ id: 'SM-late' })
    expect(await a1).toBe(0)
    expect(texts).toHaveLength(1)
    const r = await row(id)
    expect(checks).toEqual([{ to: E164, body: texts[0]!.body, key: r.id, since: mark }])
    expect(r).toMatchObject({ status: 'sent', attempts: 2, provider_id: `SM-${r.id}` })
    expect((await timeline(id)).filter((e) => e.type === 'sms_sent')).toEqual([expect.objectContaining({ note: E164 })])
    expect((await lead(id)).acknowledged_at).not.toBeNull()
  })

  it('a worker killed after marking the text but before the provider got it: sent exactly once on the retry', async () => {
    const id = await submit()
    // Worker A claims the row and marks it 'sending', then dies before its call leaves the process.
    const claimed = (await smsQueue.claim(t.db, clock.now(), 1_000))!
    expect(await smsRepo.markSending(t.db, claimed, clock.now())).toBe(true)
    clock.advance(5_000)
    expect(await sendTexts()).toBe(1)
    expect(await sendTexts()).toBe(0)
    expect(checks).toHaveLength(1)
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatchObject({ to: E164, key: claimed.id })
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, provider_id: `SM-${claimed.id}` })
    expect((await timeline(id)).filter((e) => e.type === 'sms_sent')).toHaveLength(1)
    expect((await lead(id)).acknowledged_at).not.toBeNull()
  })

  it('a send that timed out is never resent blind: the retry asks the provider first, and waits while it cannot be asked', async () => {
    const id = await submit()
    // The provider takes the text but the answer never comes back in time.
    next = async () => {
      throw new SmsRefused(false, 'Twilio could not be reached: TimeoutError', undefined, true)
    }
    expect(await sendTexts()).toBe(0)
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, sending_at: expect.any(Date) })
    // The check itself fails for a while: retried with backoff, nothing sent.
    check = async () => {
      throw new SmsRefused(false, 'Twilio 503 on checking an interrupted send: Service Unavailable')
    }
    clock.advance(60_000)
    expect(await sendTexts()).toBe(0)
    expect(await sendTexts()).toBe(0)
    expect(checks).toHaveLength(1)
    expect(texts).toHaveLength(1)
    expect((await timeline(id)).map((e) => e.type)).toEqual(expect.arrayContaining(['sms_retry']))
    // The provider answers again: it has the text, so the row is finished with its id and never sent twice.
    check = async (q) => ({ id: `SM-found-${q.key}` })
    clock.advance(10 * 60_000)
    expect(await sendTexts()).toBe(1)
    expect(texts).toHaveLength(1)
    expect(await row(id)).toMatchObject({ status: 'sent', provider_id: expect.stringMatching(/^SM-found-/) })
  })

  it('a check that never gets an answer ends the text failed with the reason, never sent blind', async () => {
    const id = await submit()
    const claimed = (await smsQueue.claim(t.db, clock.now(), 1_000))!
    await smsRepo.markSending(t.db, claimed, clock.now())
    check = async () => {
      throw new SmsRefused(false, 'Twilio could not be reached to check an interrupted send: TypeError')
    }
    for (let i = 0; i < SMS_MAX_ATTEMPTS + 2; i++) {
      clock.advance(24 * 3_600_000)
      await sendTexts()
    }
    expect(texts).toHaveLength(0)
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: SMS_MAX_ATTEMPTS })
    expect((await timeline(id)).find((e) => e.type === 'sms_failed')!.reason).toContain(UNCHECKED)
  })

  it('a passing error retries later; a permanent refusal ends the text with its reason on the timeline', async () => {
    const id = await submit()
    next = async () => {
      throw new SmsRefused(false, 'Twilio 503: Service Unavailable')
    }
    expect(await sendTexts()).toBe(0)
    expect((await smsRepo.ofLead(t.db, id))[0]).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'Twilio 503: Service Unavailable',
    })
    expect(await sendTexts()).toBe(0)
    expect(texts).toHaveLength(1)
    clock.advance(60_000)
    next = async () => {
      throw new SmsRefused(true, 'Twilio 400 21211: The To number is not a valid phone number', 21211)
    }
    expect(await sendTexts()).toBe(0)
    expect(texts).toHaveLength(2)
    const [row] = await smsRepo.ofLead(t.db, id)
    expect(row).toMatchObject({ status: 'failed', attempts: 2, last_error: 'Twilio 400 21211: The To number is not a valid phone number' })
    clock.advance(3_600_000)
    expect(await sendTexts()).toBe(0)
    expect(texts).toHaveLength(2)
    const events = await timeline(id)
    expect(events.filter((e) => e.type === 'sms_retry')).toEqual([
      { type: 'sms_retry', note: E164, reason: 'Twilio 503: Service Unavailable' },
    ])
    expect(events.filter((e) => e.type === 'sms_failed')).toEqual([
      { type: 'sms_failed', note: E164, reason: 'Twilio 400 21211: The To number is not a valid phone number' },
    ])
  })

  it('STOP (or PARAR) ends texts to that number, even one already queued; START lets them resume', async () => {
    const queued = await submit()
    expect((await inbound({ From: E164, Body: ' Stop. ', MessageSid: 'SM1' })).status).toBe(200)
    await submit()
    expect(await sendTexts()).toBe(0)
    expect(texts).toHaveLength(0)
    expect((await smsRepo.ofLead(t.db, queued))[0]).toMatchObject({ status: 'failed', last_error: 'The number opted out (STOP)' })
    expect(await t.db.query('SELECT id FROM sms_messages')).toHaveLength(1)

    expect((await inbound({ From: E164, Body: 'START' })).status).toBe(200)
    await submit()
    expect(await sendTexts()).toBe(1)
    expect((await inbound({ From: E164, Body: 'parar' })).status).toBe(200)
    // Anything else changes nothing.
    expect((await inbound({ From: '+19255550999', Body: "please don't stop" })).status).toBe(200)
    expect(await t.db.query('SELECT number, keyword FROM sms_opt_outs')).toEqual([{ number: E164, keyword: 'PARAR' }])
  })

  it('with TWILIO_AUTH_TOKEN set, an unsigned or forged reply is refused and changes nothing; a signed one is honoured', async () => {
    a = makeTestApp(t.db, t.dataDir, {
      clock,
      sms: double,
      config: { twilio: { accountSid: 'AC1', authToken: 'token-1', from: '+19255550100' } },
    })
    const form = { From: E164, Body: 'STOP', MessageSid: 'SM9' }
    const url = `${TEST_ORIGIN}/api/sms/inbound`
    expect((await inbound(form)).status).toBe(403)
    expect((await inbound(form, { 'x-twilio-signature': twilioSignature('another-token', url, new URLSearchParams(form)) })).status).toBe(
      403,
    )
    const signedForOther = twilioSignature('token-1', url, new URLSearchParams({ ...form, From: '+19255550999' }))
    expect((await inbound(form, { 'x-twilio-signature': signedForOther })).status).toBe(403)
    expect(await t.db.query('SELECT number FROM sms_opt_outs')).toHaveLength(0)
    const ok = await inbound(form, { 'x-twilio-signature': twilioSignature('token-1', url, new URLSearchParams(form)) })
    expect(ok.status).toBe(200)
    expect(ok.text).toContain('<Response>')
    expect(await t.db.query('SELECT number FROM sms_opt_outs')).toEqual([{ number: E164 }])
  })
})
