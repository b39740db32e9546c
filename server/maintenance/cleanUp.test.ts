import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { bookingsRepo } from '../db/bookingsRepo'
import { funnelRepo } from '../db/funnelRepo'
import { pushDeliveriesRepo } from '../db/pushDeliveriesRepo'
import { sendDueSms } from '../jobs/sendDueSms'
import { enqueueSms } from '../sms/enqueueSms'
import { smsBudget } from '../sms/smsBudget'
import { sinkSmsSender } from '../sms/sinkSmsSender'
import { validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'
import { cleanUp } from './cleanUp'

/**
 * RETENTION_DAYS and the owner data of speed to lead: a lead's texts (queued, sent or failed) and
 * what the demo's text sink received go with the lead, so an owner's number never outlives it;
 * ended texts and push sends of no lead go at the same age, queued ones never; bookings go once
 * their visit (or lapsed hold, or cancellation) is that old; STOPped numbers stay, to be honoured.
 */
const DAY = 24 * 3600_000
const OLD_MOBILE = '9255550123'
const NEW_MOBILE = '9255550124'
let t: Awaited<ReturnType<typeof openTestDb>>
let clock: ReturnType<typeof testClock>

beforeAll(async () => {
  t = await openTestDb()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.reset()
  clock = testClock(new Date('2026-03-02T10:00:00Z'))
  await seedDemoClinics(t.db, clock.now())
})

/** The app, its texts kept by the demo sink, with or without a retention period. */
const app = (retentionDays: number | null = null) =>
  makeTestApp(t.db, t.dataDir, { clock, sms: sinkSmsSender(t.db, clock), config: { retentionDays } })

async function lead(a: ReturnType<typeof app>, mobile: string): Promise<string> {
  const r = await a.post(
    '/api/pet',
    { ...validPet(), clinic_id: 'willow', phone_number: mobile, sms_consent: true },
    { 'x-captcha': await a.captcha() },
  )
  expect(r.status).toBe(201)
  return r.json.content._id as string
}

/** Every place an owner's number was stored as a text's recipient. */
const numbersKept = async () =>
  (await t.db.query<{ n: string }>('SELECT to_number AS n FROM sms_messages UNION ALL SELECT to_number AS n FROM received_sms')).map(
    (r) => r.n,
  )

/** A push subscription of a staff member of Willow, for sends of no lead. */
async function subscription(): Promise<string> {
  const user = crypto.randomUUID()
  await t.db.query(
    `INSERT INTO users (id, email, password_hash, created_at, updated_at, clinic_id, role) VALUES ($1, $2, 'x', $3, $3, 'willow', 'staff')`,
    [user, `staff-${user}@willow.test`, clock.now()],
  )
  const id = crypto.randomUUID()
  await t.db.query(`INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, 'k', 'a', $4)`, [
    id,
    user,
    `https://push.test/${id}`,
    clock.now(),
  ])
  return id
}

let seat = 0

/** A booking at Willow from `start` for half an hour on a seat of its own, in `status`; returns its id. */
async function booking(start: Date, status: 'held' | 'booked' | 'cancelled', at: { heldUntil?: Date; cancelledAt?: Date } = {}) {
  const id = crypto.randomUUID()
  const end = new Date(start.getTime() + 30 * 60_000)
  await bookingsRepo.insertHold(t.db, {
    id,
    clinicId: 'willow',
    service: 'exam',
    appointmentName: 'Exam',
    start,
    end,
    heldUntil: at.heldUntil ?? new Date(start.getTime() - DAY),
    secretHash: 'h',
    cells: 2,
    now: clock.now(),
    callerHash: 'c',
  })
  await bookingsRepo.takeSeat(t.db, {
    clinicId: 'willow',
    bookingId: id,
    seat: seat++,
    cells: [start.getTime()],
    expiresAt: null,
    now: clock.now(),
  })
  await t.db.query(`UPDATE bookings SET status = $2, phone = '+19255550199', owner_name = 'Ann Owner', cancelled_at = $3 WHERE id = $1`, [
    id,
    status,
    at.cancelledAt ?? null,
  ])
  return id
}

describe('retention of texts, push sends and bookings', () => {
  it("a lead's texts and the sink's copies go with the lead, whatever their state; texts of no lead go once ended, never while queued", async () => {
    const a = app()
    const old = await lead(a, OLD_MOBILE)
    clock.advance(1_000)
    const unsent = await lead(a, OLD_MOBILE)
    // The first lead's text is sent (and lands in the demo sink); the second's is still queued.
    await sendDueSms({ db: t.db, clock, sms: sinkSmsSender(t.db, clock) }, 1)
    const payer = { budget: smsBudget(a.deps) }
    const noLead = await t.db.transaction(async (tx) => ({
      sent: (await enqueueSms(tx, clock.now(), { to: '+19255550150', body: 'staff alert', submissionId: null }, payer)).id!,
      queued: (await enqueueSms(tx, clock.now(), { to: '+19255550151', body: 'staff alert', submissionId: null }, payer)).id!,
    }))
    await t.db.query("UPDATE sms_messages SET status = 'sent' WHERE id = $1", [noLead.sent])
    await t.db.query("INSERT INTO sms_opt_outs (number, keyword, opted_out_at) VALUES ('+19255550123', 'STOP', $1)", [clock.now()])
    expect(
      (
        await t.db.query<{ submission_id: string; status: string }>(
          'SELECT submission_id, status FROM sms_messages WHERE submission_id IS NOT NULL ORDER BY status',
        )
      ).map((r) => [r.submission_id, r.status]),
    ).toEqual([
      [unsent, 'queued'],
      [old, 'sent'],
    ])

    clock.advance(40 * DAY)
    const fresh = await lead(a, NEW_MOBILE)
    expect((await cleanUp(a.deps)).texts).toBe(0) // RETENTION_DAYS unset: everything kept
    expect(await numbersKept()).toContain('+19255550123')

    const r = await cleanUp(app(30).deps)
    // Two texts of old leads (sent and queued), the sink's copy, and the ended text of no lead.
    expect(r).toMatchObject({ texts: 4, pushes: 0, bookings: 0 })
    expect((await numbersKept()).sort()).toEqual(['+19255550124', '+19255550151'])
    expect((await t.db.query<{ id: string }>('SELECT id FROM submissions')).map((x) => x.id)).toEqual([fresh])
    expect((await t.db.query<{ id: string }>('SELECT id FROM sms_messages WHERE submission_id IS NULL')).map((x) => x.id)).toEqual([
      noLead.queued,
    ])
    // The STOP stays: the number is never texted again, whatever leads come and go.
    expect(await t.db.query('SELECT number FROM sms_opt_outs')).toEqual([{ number: '+19255550123' }])
  })

  it('what the demo sink received goes at RETENTION_DAYS by its own age, its queue row gone or not', async () => {
    const a = app()
    await lead(a, OLD_MOBILE)
    await sendDueSms({ db: t.db, clock, sms: sinkSmsSender(t.db, clock) }, 1)
    // A copy whose queue row is already gone (a message sent before the queue kept rows, say).
    await t.db.query("INSERT INTO received_sms (id, key, to_number, body, received_at) VALUES ($1, 'k-orphan', '+19255550177', 'x', $2)", [
      crypto.randomUUID(),
      clock.now(),
    ])
    clock.advance(29 * DAY)
    expect((await cleanUp(app(30).deps)).texts).toBe(0)
    clock.advance(2 * DAY)
    expect((await cleanUp(app(30).deps)).texts).toBe(3)
    expect(await numbersKept()).toEqual([])
  })

  it("push sends: a lead's go with it; ended ones of no lead at the same age; a queued one stays", async () => {
    const a = app()
    const sub = await subscription()
    const old = await lead(a, OLD_MOBILE)
    await t.db.transaction(async (tx) => {
      for (const leadId of [old, null, null])
        await pushDeliveriesRepo.insert(tx, {
          subscriptionId: sub,
          leadId,
          payload: '{"title":"New lead: Rex"}',
          urgency: 'high',
          now: clock.now(),
        })
    })
    const rows = await t.db.query<{ id: string; submission_id: string | null }>(
      'SELECT id, submission_id FROM push_deliveries WHERE subscription_id = $1',
      [sub],
    )
    const [ended, queued] = rows.filter((x) => x.submission_id === null).map((x) => x.id) as [string, string]
    await t.db.query("UPDATE push_deliveries SET status = 'failed', last_error = 'gone' WHERE id = $1", [ended])
    clock.advance(40 * DAY)
    const r = await cleanUp(app(30).deps)
    expect(r.pushes).toBe(1)
    expect((await t.db.query<{ id: string }>('SELECT id FROM push_deliveries WHERE subscription_id = $1', [sub])).map((x) => x.id)).toEqual(
      [queued],
    )
  })

  it('bookings go with their seats once the visit, the lapsed hold or the cancellation is older than RETENTION_DAYS; a visit to come stays', async () => {
    const at = (days: number) => new Date(clock.now().getTime() + days * DAY)
    const visitedLongAgo = await booking(at(-45), 'booked')
    const visitedRecently = await booking(at(-10), 'booked')
    const toCome = await booking(at(20), 'booked')
    const lapsedHold = await booking(at(5), 'held', { heldUntil: at(-40) })
    const liveHold = await booking(at(5), 'held', { heldUntil: at(1) })
    const cancelledLongAgo = await booking(at(10), 'cancelled', { cancelledAt: at(-31) })
    const cancelledRecently = await booking(at(10), 'cancelled', { cancelledAt: at(-2) })
    expect((await cleanUp(app().deps)).bookings).toBe(0)
    expect((await cleanUp(app(30).deps)).bookings).toBe(3)
    const kept = (await t.db.query<{ id: string }>('SELECT id FROM bookings')).map((x) => x.id).sort()
    expect(kept).toEqual([visitedRecently, toCome, liveHold, cancelledRecently].sort())
    expect(kept).not.toContain(visitedLongAgo)
    expect(kept).not.toContain(lapsedHold)
    expect(kept).not.toContain(cancelledLongAgo)
    const seats = (await t.db.query<{ booking_id: string }>('SELECT DISTINCT booking_id FROM booking_seats'))
      .map((x) => x.booking_id)
      .sort()
    expect(seats).toEqual(kept)
  })
})

describe('retention of the funnel counters', () => {
  const counter = (day: string) => ({
    day,
    clinicId: 'willow',
    form: 'clinic-health',
    source: 'google',
    kind: 'view' as const,
    step: 0,
    field: '',
    count: 3,
  })
  const days = async () =>
    (await t.db.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM funnel_counts ORDER BY day`)).map((r) => r.day)

  it('keeps 25 months of daily counters, with or without RETENTION_DAYS, and deletes the days before', async () => {
    // 31 March 2026: 25 months back is February 2024, whose last day is the 29th.
    clock.set(new Date('2026-03-31T12:00:00Z'))
    await funnelRepo.add(t.db, ['2024-02-28', '2024-02-29', '2024-03-01', '2026-03-31'].map(counter))
    expect((await cleanUp(app().deps)).funnelCounters).toBe(1)
    expect(await days()).toEqual(['2024-02-29', '2024-03-01', '2026-03-31'])
    // An hour later nothing changes; a day later the next day goes, with a short RETENTION_DAYS too (it does not apply to counts).
    clock.advance(3600_000)
    expect((await cleanUp(app(30).deps)).funnelCounters).toBe(0)
    clock.set(new Date('2026-04-01T00:30:00Z'))
    expect((await cleanUp(app(30).deps)).funnelCounters).toBe(1)
    expect(await days()).toEqual(['2024-03-01', '2026-03-31'])
  })
})
