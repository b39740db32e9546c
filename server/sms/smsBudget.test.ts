import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { enqueueStaffText } from '../alerts/enqueueStaffText'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import type { ServerConfig } from '../serverConfig'
import { validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'
import { smsBudget } from './smsBudget'
import type { SmsSender } from './smsSender'
import { createLogger } from '../observability/createLogger'

/**
 * Anonymous SMS pumping: the general health form (no clinic, no captcha) with the text box ticked
 * made PetLead text any number in the world, as often as the write limit allowed. Every text is
 * now paid from one budget: a country PetLead texts, at most 3 an hour and 5 a day per number, 10
 * acknowledgements an hour per caller, SMS_HOURLY_LIMIT for everyone; a refused form stores nothing.
 */
const HOUR = 3_600_000
const DAY = 24 * HOUR
const NIGERIA = '0112348031234567' // +234 803 123 4567, dialled from the US
const US_MOBILE = '9255550123'
const REFUSED_EN = {
  phone_number:
    'We can send text messages only to mobile numbers in United States and Canada. Please give another number, or untick the box to get updates by e-mail only.',
}

let t: Awaited<ReturnType<typeof openTestDb>>
let a: ReturnType<typeof makeTestApp>
let clock: ReturnType<typeof testClock>
let posts = 0
/** A provider double: nothing in these tests is sent, only queued. */
const double: SmsSender = { send: async () => ({ id: 'SM1' }), findSent: async () => null }

beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
})
beforeEach(async () => {
  await t.reset()
  clock = testClock(new Date('2026-11-24T18:00:00Z'))
  a = app()
  await seedDemoClinics(t.db, clock.now())
})

const app = (config: Partial<ServerConfig> = {}) => makeTestApp(t.db, t.dataDir, { clock, sms: double, config })

/** POST /api/pet from `ip` asking for texts at `phone`; a fresh e-mail each time, so the owner-mail limit never answers first. */
const ask = (phone: string, ip = '203.0.113.7', headers: Record<string, string> = {}) =>
  a.post(
    '/api/pet',
    { ...validPet(), email: `owner${++posts}@example.com`, phone_number: phone, sms_consent: true },
    { 'x-forwarded-for': ip, ...headers },
  )

/** What a request can leave behind: leads, their jobs, texts and e-mails queued. */
async function stored() {
  const [r] = await t.db.query<{ leads: number; jobs: number; texts: number; mails: number }>(
    `SELECT (SELECT count(*)::int FROM submissions) AS leads, (SELECT count(*)::int FROM jobs) AS jobs,
            (SELECT count(*)::int FROM sms_messages) AS texts, (SELECT count(*)::int FROM outbox) AS mails`,
  )
  return r!
}
const textsTo = async (to: string) =>
  Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_messages WHERE to_number = $1', [to]))[0]!.n)

/** `n` posts in turn, each answer's status and Retry-After. */
async function times(n: number, post: (i: number) => ReturnType<typeof ask>) {
  const answers: { status: number; retryAfter: string | null; content: unknown }[] = []
  for (let i = 0; i < n; i++) {
    const r = await post(i)
    answers.push({ status: r.status, retryAfter: r.headers.get('retry-after'), content: r.json?.content })
  }
  return answers
}
const statuses = (answers: { status: number }[]) => answers.map((r) => r.status)

describe('the text budget', () => {
  it('the attack: 70 anonymous posts asking for texts to +234 803 123 4567 queue no text and store nothing, each a 400 on phone_number', async () => {
    const answers = await times(70, () => ask(NIGERIA))
    expect(new Set(statuses(answers))).toEqual(new Set([400]))
    expect(answers[0]!.content).toEqual(REFUSED_EN)
    expect(await stored()).toEqual({ leads: 0, jobs: 0, texts: 0, mails: 0 })
    // The owner reads it in their language; the same number without the box ticked is an ordinary lead with no text.
    expect((await ask(NIGERIA, '203.0.113.7', { 'accept-language': 'es' })).json.content).toEqual({
      phone_number:
        'Solo podemos enviar mensajes de texto a números móviles de Estados Unidos y Canadá. Indique otro número o desmarque la casilla para recibir novedades solo por correo electrónico.',
    })
    const r = await a.post('/api/pet', { ...validPet(), phone_number: NIGERIA }, { 'x-forwarded-for': '203.0.113.7' })
    expect(r.status).toBe(201)
    expect((await stored()).texts).toBe(0)
  }, 300_000)

  it('refuses premium rate and other countries the same way (+1 900, Jamaica in +1, the UK); SMS_COUNTRIES widens the list', async () => {
    for (const phone of ['19005551234', '18762345678', '011447400123456']) expect([phone, (await ask(phone)).status]).toEqual([phone, 400])
    expect((await ask('4165550123')).status).toBe(201) // Toronto: Canada is in by default
    a = app({ smsCountries: ['US', 'CA', 'GB'] })
    expect((await ask('011447400123456')).status).toBe(201)
    expect((await ask('011449012345678')).json.content).toEqual({
      phone_number: expect.stringContaining('United States, Canada, and United Kingdom'),
    })
    expect(await textsTo('+447400123456')).toBe(1)
  }, 120_000)

  it('70 posts to one US mobile: 3 texts an hour, the rest 429 with Retry-After and nothing half-stored; 5 a day', async () => {
    const answers = await times(70, (i) => ask(US_MOBILE, `198.51.100.${i}`))
    expect(statuses(answers)).toEqual([201, 201, 201, ...Array(67).fill(429)])
    // The number's hour started at the first text and the clock has not moved: the whole hour is left.
    expect(new Set(answers.slice(3).map((r) => r.retryAfter))).toEqual(new Set(['3600']))
    expect(await stored()).toMatchObject({ leads: 3, jobs: 3, texts: 3 })
    expect(await textsTo('+19255550123')).toBe(3)

    // Exactly at the hour's end the number has room again, up to its 5 a day; then the rest of the day is left.
    clock.advance(HOUR)
    expect(statuses(await times(3, (i) => ask(US_MOBILE, `198.51.100.${i}`)))).toEqual([201, 201, 429])
    const [over] = await times(1, () => ask(US_MOBILE))
    expect(over).toMatchObject({ status: 429, retryAfter: String((DAY - HOUR) / 1000) })
    expect(await stored()).toMatchObject({ leads: 5, texts: 5 })
    clock.advance(DAY - HOUR)
    expect((await ask(US_MOBILE)).status).toBe(201)
  }, 300_000)

  it('one caller texting many numbers stops at 10 an hour; another caller is not held up; the hour rolls over', async () => {
    const answers = await times(12, (i) => ask(`92555501${String(i).padStart(2, '0')}`))
    expect(statuses(answers)).toEqual([...Array(10).fill(201), 429, 429])
    expect(answers[10]!.retryAfter).toBe('3600')
    expect(await stored()).toMatchObject({ leads: 10, texts: 10 })
    expect((await ask('9255550150', '192.0.2.1')).status).toBe(201)
    clock.advance(HOUR - 1_000)
    expect((await ask('9255550151')).headers.get('retry-after')).toBe('1')
    clock.advance(1_000)
    expect((await ask('9255550151')).status).toBe(201)
  }, 120_000)

  it('past SMS_HOURLY_LIMIT every caller gets 429 and the operator alert is logged once per hour', async () => {
    a = app({ smsHourlyLimit: 4 })
    const answers = await times(7, (i) => ask(`92555502${i}0`, `198.51.100.${i}`))
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 429, 429, 429])
    expect(answers[4]!.retryAfter).toBe('3600')
    expect(await stored()).toMatchObject({ leads: 4, texts: 4 })
    const alerts = () => a.logged().flatMap((l) => (l.msg.startsWith('error sms hourly budget') ? [l.msg] : []))
    expect(alerts()).toEqual([
      'error sms hourly budget of 4 texts crossed: texts are refused until 2026-11-24T19:00:00.000Z (SMS_HOURLY_LIMIT)',
    ])
    // The budget's hour ends exactly an hour after its first text: room again, and the next crossing alerts again.
    clock.advance(HOUR)
    expect(statuses(await times(5, (i) => ask(`92555503${i}0`, `198.51.100.${i}`)))).toEqual([201, 201, 201, 201, 429])
    expect(alerts()).toHaveLength(2)
  }, 120_000)

  it('two servers on one database share the budget: posts alternating between them text a number 3 times in all', async () => {
    const other = app()
    const answers = await times(6, (i) => {
      const server = i % 2 === 0 ? a : other
      return server.post('/api/pet', { ...validPet(), email: `two${i}@example.com`, phone_number: US_MOBILE, sms_consent: true })
    })
    expect(statuses(answers)).toEqual([201, 201, 201, 429, 429, 429])
    expect(await textsTo('+19255550123')).toBe(3)
  }, 60_000)

  it('a form refused for another reason (the owner e-mail limit) spends none of the text budget; no number is kept in clear', async () => {
    a = app({ ownerMailDailyLimit: 1 })
    const body = { ...validPet(), email: 'same@example.com', sms_consent: true }
    expect((await a.post('/api/pet', { ...body, phone_number: '9255550140' })).status).toBe(201)
    const refused = await a.post('/api/pet', { ...body, phone_number: '9255550141' })
    expect(refused.status).toBe(429)
    const counts = await t.db.query<{ key: string; hits: number }>("SELECT key, hits FROM rate_limits WHERE key LIKE 'sms%' ORDER BY key")
    expect(counts.map((c) => [c.key.split(':')[0], c.hits])).toEqual([
      ['smsHourly', 1],
      ['smsPerCallerHour', 1],
      ['smsPerNumberDay', 1],
      ['smsPerNumberHour', 1],
    ])
    expect(JSON.stringify(counts)).not.toMatch(/555014/)
    expect(await textsTo('+19255550141')).toBe(0)
  }, 60_000)
})

describe('texts the server decides on', () => {
  it('a staff alert over budget is skipped and logged, and the caller goes on', async () => {
    const lines: string[] = []
    const budget = smsBudget({ clock, config: { secret: 's', smsHourlyLimit: 100 }, log: createLogger({ sink: (l) => lines.push(l) }) })
    const logs = () => lines.map((l) => (JSON.parse(l) as { msg: string }).msg)
    const text = (to: string) => ({ userId: 'u1', to, body: 'New lead', leadId: 'lead-1', now: clock.now() })
    const queued = await t.db.transaction(async (tx) => {
      const sent: boolean[] = []
      for (let i = 0; i < 4; i++) sent.push(await enqueueStaffText(tx, text('+19255550170'), budget))
      sent.push(await enqueueStaffText(tx, text('+19005551234'), budget))
      return sent
    })
    expect(queued).toEqual([true, true, true, false, false])
    expect(logs()).toEqual([
      'sms skipped: staff alert of lead lead-1 to user u1 (per number, room again in 3600 s)',
      'sms skipped: staff alert of lead lead-1 to user u1 (premium)',
    ])
    expect(await textsTo('+19255550170')).toBe(3)
  })
})
