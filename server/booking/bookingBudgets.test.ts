import { describe, expect, it } from 'vitest'
import { HOLD_LIMITS } from './holdBudget'
import { OWNER_MAIL_LIMITS } from '../mail/ownerMailBudget'
import { makeTestApp } from '../testing/testApp'
import type { testClock } from '../testing/testClock'
import { withDemoWorkspace } from '../testing/withDemoWorkspace'
import type { TestDb } from '../testing/withTestDb'

/**
 * What booking may cost, replayed from an attacker's review on PGlite with the clock in the test's
 * hand: the booking calls as a mail relay to a stranger's address (owner mail budget), and one
 * client holding every slot of a clinic (live-hold budgets), each at the shipped defaults.
 */
let t: TestDb
let a: ReturnType<typeof makeTestApp>
let clock: ReturnType<typeof testClock>
// Tuesday 24 November 2026, 10:00 in Pleasanton (18:00 UTC).
const NOW = new Date('2026-11-24T18:00:00Z')
const EVIL_PET = 'WIN $500 NOW visit http://evil.example/prize'
const stranger = { owner_name: 'Ann Owner', email: 'stranger@example.com', phone: '5551234567', pet_name: EVIL_PET, species: 'dog' }

withDemoWorkspace((w) => ({ t, a, clock } = w), {
  ids: ['willow', 'pleasanton'],
  now: NOW,
  config: {
    ownerMailHourlyLimit: OWNER_MAIL_LIMITS.perRecipientHour,
    ownerMailDailyLimit: OWNER_MAIL_LIMITS.perRecipientDay,
    ownerMailCallerHourlyLimit: OWNER_MAIL_LIMITS.perCallerHour,
    holdCallerLimit: HOLD_LIMITS.perCaller,
    holdClinicLimit: HOLD_LIMITS.perClinic,
  },
})

const CALLER = '198.51.100.7'
const post = (path: string, json: unknown, remote = CALLER) => a.call('POST', `/api${path}`, { json, remote })
const hold = (start: string, remote = CALLER, clinic_id = 'willow') =>
  post('/bookings/holds', { clinic_id, service: 'vaccination', start }, remote)
async function startsOf(clinic = 'willow'): Promise<string[]> {
  const r = await a.get(`/api/clinics/${clinic}/slots?service=vaccination&days=14`)
  expect(r.status).toBe(200)
  return r.json.content.slots.map((s: { start: string }) => s.start)
}
/** Mails queued to `to` that go out now (a visit's day-before reminder waits for its day). */
const mailsNow = async (to: string) =>
  (await t.db.query<{ n: string }>('SELECT count(*) AS n FROM outbox WHERE to_addr = $1 AND run_at <= $2', [to, clock.now()]))[0]!.n
const tokenIn = (text: string) => decodeURIComponent(/\/booking#token=(\S+)/.exec(text)![1]!)
/** petlead_refusals_total by rule. */
const refusals = async () => Object.fromEntries((await a.deps.metrics.refusals.get()).values.map((v) => [v.labels.rule, v.value]))

describe('booking mail as a relay', () => {
  it('12 hold+confirm and 30 moves to one stranger: 10 e-mails, the rest 429 with Retry-After and nothing stored; an hour later it may mail again', async () => {
    const starts = (await startsOf()).filter((s) => s >= '2026-11-26')
    const statuses: number[] = []
    const holdIds: string[] = []
    for (const start of starts.slice(0, 12)) {
      const h = await hold(start)
      expect(h.status).toBe(201)
      holdIds.push(h.json.content.hold_id)
      const r = await post('/bookings', { hold_id: h.json.content.hold_id, hold_secret: h.json.content.hold_secret, ...stranger })
      statuses.push(r.status)
      if (r.status === 429) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429])
    // The refused confirmations stored no visit: their holds are as they were, and lapse.
    const refusedHolds = await t.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = ANY($1::uuid[])', [holdIds.slice(10)])
    expect(refusedHolds.map((r) => r.status)).toEqual(['held', 'held'])
    const [first] = await t.db.query<{ text_body: string }>(
      "SELECT text_body FROM outbox WHERE to_addr = $1 AND subject NOT LIKE 'Reminder%' ORDER BY created_at LIMIT 1",
      [stranger.email],
    )
    const token = tokenIn(first!.text_body)
    const moves: number[] = []
    for (const start of starts.slice(12, 42)) {
      const r = await post('/bookings/move', { token, start })
      moves.push(r.status)
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(moves).toEqual(Array(30).fill(429))
    // Of the 42 e-mails asked for, 10 went: the visit never moved and its link still works.
    expect(Number(await mailsNow(stranger.email))).toBe(OWNER_MAIL_LIMITS.perRecipientHour)
    expect((await post('/bookings/manage', { token })).json.content.start).toBe(starts[0])
    expect(await refusals()).toEqual({ owner_mail_recipient: 32 })
    // Another address is not affected; after an hour the stranger's address may be written to again.
    const other = await hold(starts[50]!)
    expect(
      (
        await post('/bookings', {
          hold_id: other.json.content.hold_id,
          hold_secret: other.json.content.hold_secret,
          ...stranger,
          email: 'b@example.com',
        })
      ).status,
    ).toBe(201)
    clock.advance(3600_000)
    expect((await post('/bookings/move', { token, start: starts[60] })).status).toBe(200)
  })

  it('counts every kind together: a lead to an address uses the same budget as its bookings', async () => {
    const starts = (await startsOf()).filter((s) => s >= '2026-11-26')
    const lead = { pet_name: 'Rex', email: stranger.email }
    for (let i = 0; i < OWNER_MAIL_LIMITS.perRecipientHour; i++) {
      const h = await hold(starts[i]!)
      expect(
        (await post('/bookings', { hold_id: h.json.content.hold_id, hold_secret: h.json.content.hold_secret, ...stranger })).status,
      ).toBe(201)
    }
    const { validPet } = await import('../testing/payloads')
    expect((await post('/pet', { ...validPet(), ...lead })).status).toBe(429)
  })

  it('counts per caller: one client address mails at most 30 addresses an hour, another client is not affected', async () => {
    const starts = (await startsOf()).filter((s) => s >= '2026-11-26')
    const statuses: number[] = []
    for (let i = 0; i < OWNER_MAIL_LIMITS.perCallerHour + 1; i++) {
      const h = await hold(starts[i]!)
      const r = await post('/bookings', {
        hold_id: h.json.content.hold_id,
        hold_secret: h.json.content.hold_secret,
        ...stranger,
        email: `s${i}@example.com`,
      })
      statuses.push(r.status)
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(OWNER_MAIL_LIMITS.perCallerHour)
    expect(statuses.at(-1)).toBe(429)
    expect(await refusals()).toEqual({ owner_mail_caller: 1 })
    const h = await hold(starts[40]!, '203.0.113.9')
    const r = await post(
      '/bookings',
      { hold_id: h.json.content.hold_id, hold_secret: h.json.content.hold_secret, ...stranger, email: 'x@example.com' },
      '203.0.113.9',
    )
    expect(r.status).toBe(201)
  })

  it('writes the pet’s name as inert text: escaped, never a link, no URL a mail client would make one', async () => {
    const [start] = (await startsOf()).filter((s) => s >= '2026-11-26')
    const h = await hold(start!)
    const name = '<a href="http://evil.example/prize">WIN</a> visit http://evil.example/prize'
    const r = await post('/bookings', {
      hold_id: h.json.content.hold_id,
      hold_secret: h.json.content.hold_secret,
      ...stranger,
      pet_name: name,
    })
    expect(r.status).toBe(201)
    const [mail] = await t.db.query<{ html_body: string; text_body: string }>(
      "SELECT html_body, text_body FROM outbox WHERE to_addr = $1 AND subject NOT LIKE 'Reminder%'",
      [stranger.email],
    )
    expect(mail!.html_body).toContain('&lt;a href=')
    for (const body of [mail!.html_body, mail!.text_body]) {
      expect(body).not.toMatch(/href="http:\/\/evil/)
      // Whatever a client linkifies, it finds no scheme and no domain of the attacker's: each is broken by a zero-width space.
      expect(body).not.toContain('http://evil')
      expect(body).not.toContain('evil.example')
      expect(body).toContain('evil.\u200bexample')
    }
  })
})

describe('one client holds every slot', () => {
  it('33 holds from one client: 5 held, the rest 429 until its oldest hold expires; another client still holds', async () => {
    const starts = await startsOf()
    const statuses: number[] = []
    const retry: number[] = []
    for (const start of starts.slice(0, 33)) {
      const r = await hold(start)
      statuses.push(r.status)
      if (r.status === 429) retry.push(Number(r.headers.get('retry-after')))
      clock.advance(1000)
    }
    expect(statuses).toEqual([...Array(HOLD_LIMITS.perCaller).fill(201), ...Array(33 - HOLD_LIMITS.perCaller).fill(429)])
    // Retry-After is the time until the caller's oldest hold (taken at 0 s, for 600 s) expires.
    expect(retry[0]).toBe(600 - HOLD_LIMITS.perCaller)
    expect(retry.at(-1)).toBe(600 - 32)
    // Nothing stored for the refused ones: the clinic still shows all but 5 of its slots.
    expect(await startsOf()).toHaveLength(starts.length - HOLD_LIMITS.perCaller)
    expect(await refusals()).toEqual({ hold_caller: 33 - HOLD_LIMITS.perCaller })
    // Another client holds at once; the first may hold again once its oldest hold has expired.
    expect((await hold(starts[40]!, '203.0.113.9')).status).toBe(201)
    clock.advance(600_000 - 33_000)
    expect((await hold(starts[41]!)).status).toBe(201)
    expect((await hold(starts[42]!)).status).toBe(429)
  })

  it('a confirmed hold frees its place in the caller’s budget at once', async () => {
    const starts = await startsOf()
    const held = []
    for (const start of starts.slice(0, HOLD_LIMITS.perCaller)) held.push((await hold(start)).json.content)
    expect((await hold(starts[HOLD_LIMITS.perCaller]!)).status).toBe(429)
    const h = held[0]!
    const booked = await post('/bookings', { hold_id: h.hold_id, hold_secret: h.hold_secret, ...stranger, pet_name: 'Rex' })
    expect(booked.status).toBe(201)
    expect((await hold(starts[HOLD_LIMITS.perCaller]!)).status).toBe(201)
    // A visit keeps no trace of its caller: the keyed hash served the live-hold budget only.
    const [visit] = await t.db.query<{ caller_hash: string | null }>('SELECT caller_hash FROM bookings WHERE id = $1', [h.hold_id])
    expect(visit!.caller_hash).toBeNull()
  })

  it('caps a clinic’s live holds from many clients at 20; another clinic is not affected', async () => {
    const starts = await startsOf()
    const statuses: number[] = []
    for (let i = 0; i < HOLD_LIMITS.perClinic + 1; i++) statuses.push((await hold(starts[i]!, `192.0.2.${i + 1}`)).status)
    expect(statuses).toEqual([...Array(HOLD_LIMITS.perClinic).fill(201), 429])
    expect(await refusals()).toEqual({ hold_clinic: 1 })
    const [other] = await startsOf('pleasanton')
    expect((await hold(other!, '192.0.2.200', 'pleasanton')).status).toBe(201)
    clock.advance(600_000)
    expect((await hold(starts[30]!, '192.0.2.201')).status).toBe(201)
  })
})
