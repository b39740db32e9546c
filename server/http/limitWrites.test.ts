import { describe, expect, it } from 'vitest'
import { DEMO_USER } from '../db/demoUser'
import { cleanUp } from '../maintenance/cleanUp'
import { validContact, validDental, validLowCost, validPet, validQrFields } from '../testing/payloads'
import { samples } from '../testing/samples'
import { formWith, makeTestApp, storedRows } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'

let t: TestDb
withTestDb((d) => {
  t = d
})

type App = ReturnType<typeof makeTestApp>
const dataUrl = () => 'data:image/png;base64,' + Buffer.from(samples.png()).toString('base64')
const qrForm = (email: string) => {
  const form = new FormData()
  for (const [k, v] of Object.entries({ ...validQrFields(), email })) form.append(k, v)
  return form
}

describe('owner e-mails per recipient address', () => {
  it("refuses an owner e-mail to one address past the day's limit with 429, Retry-After and no row, on every route that mails the owner", async () => {
    const clock = testClock()
    // A limit of 5: one lead by each of the five routes uses it up, so every route is seen counting and refusing.
    const a = makeTestApp(t.db, t.dataDir, { clock, config: { ownerMailDailyLimit: 5 } })
    const victim = 'victim@example.com'
    const sends: ((a: App) => Promise<{ status: number; headers: Headers }>)[] = [
      (a) => a.post('/api/pet', { ...validPet(), email: victim }),
      (a) => a.post('/api/pet/dentipet_pet', { ...validDental(), email: victim }),
      (a) => a.post('/api/pet/check_dental_ai', { ...validDental(), email: victim }),
      (a) => a.post('/api/form_low_cost', { ...validLowCost(), analizeAi: false, email: victim }),
      (a) => a.call('POST', '/api/pet_app/dental_check_amcp', { body: qrForm(victim) }),
    ]
    for (const send of sends) expect((await send(a)).status).toBe(201)
    const before = await storedRows(t.db)
    for (const send of sends) {
      const refused = await send(a)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // Case does not make it another address; another address is not affected.
    expect((await a.post('/api/pet', { ...validPet(), email: 'Victim@Example.com' })).status).toBe(429)
    expect(await storedRows(t.db)).toBe(before)
    expect((await a.post('/api/pet', { ...validPet(), email: 'someone@example.com' })).status).toBe(201)
    // A day later the address may be written to again.
    clock.advance(24 * 3600_000)
    expect((await sends[0]!(a)).status).toBe(201)
  })

  it('takes its daily limit from OWNER_MAIL_DAILY_LIMIT', async () => {
    const a = makeTestApp(t.db, t.dataDir, { config: { ownerMailDailyLimit: 2 } })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await a.post('/api/form_low_cost', { ...validLowCost(), analizeAi: false })).status)
    expect(statuses).toEqual([201, 201, 429])
    // On clinic forms the captcha comes first: refused attempts without one do not use up the owner's quota.
    const clinic = makeTestApp(t.db, t.dataDir, { config: { ownerMailDailyLimit: 1 } })
    const pet = { ...validPet(), clinic_id: 'willow', email: 'kim@example.com' }
    for (let i = 0; i < 3; i++) expect((await clinic.post('/api/pet', pet, { 'x-captcha': '' })).status).toBe(403)
    expect((await clinic.post('/api/pet', pet, { 'x-captcha': await clinic.captcha() })).status).toBe(201)
    expect((await clinic.post('/api/pet', pet, { 'x-captcha': await clinic.captcha() })).status).toBe(429)
  })
})

describe('per-IP limits on every public write', () => {
  it('refuses the second write from one address with 429 and Retry-After, and stores nothing', async () => {
    const id = (await makeTestApp(t.db, t.dataDir).post('/api/pet', validPet())).json.content._id
    const dental = (await makeTestApp(t.db, t.dataDir).post('/api/pet/dentipet_pet', validDental())).json.content._id
    const calls: [string, (a: App, ip: string) => Promise<{ status: number; headers: Headers }>][] = [
      ['/pet', (a, ip) => a.call('POST', '/api/pet', { json: validPet(), remote: ip })],
      ['/pet/dentipet_pet', (a, ip) => a.call('POST', '/api/pet/dentipet_pet', { json: validDental(), remote: ip })],
      ['/pet/image/{id}', (a, ip) => a.call('POST', `/api/pet/image/${id}`, { body: formWith('image', samples.jpeg()), remote: ip })],
      ['/pet/message_to_ia/{id}', (a, ip) => a.call('POST', `/api/pet/message_to_ia/${id}`, { remote: ip })],
      [
        '/pet/dentipet/image/{id}',
        (a, ip) => a.call('POST', `/api/pet/dentipet/image/${dental}`, { body: formWith('image', samples.jpeg()), remote: ip }),
      ],
      ['/pet/dentipet/message_to_ia/{id}', (a, ip) => a.call('POST', `/api/pet/dentipet/message_to_ia/${dental}`, { remote: ip })],
      ['/pet/check_dental_ai', (a, ip) => a.call('POST', '/api/pet/check_dental_ai', { json: validDental(), remote: ip })],
      [
        '/pet_app/dental_check_amcp',
        (a, ip) => a.call('POST', '/api/pet_app/dental_check_amcp', { body: qrForm('eve@example.com'), remote: ip }),
      ],
      ['/form_low_cost', (a, ip) => a.call('POST', '/api/form_low_cost', { json: validLowCost(), remote: ip })],
      ['/contact', (a, ip) => a.call('POST', '/api/contact', { json: validContact(), remote: ip })],
      ['/file', (a, ip) => a.call('POST', '/api/file', { body: formWith('image', samples.jpeg()), remote: ip })],
      ['/pet_app/image_app', (a, ip) => a.call('POST', '/api/pet_app/image_app', { json: { image: dataUrl() }, remote: ip })],
      ['/user/recover_password', (a, ip) => a.call('POST', '/api/user/recover_password', { json: { email: DEMO_USER.email }, remote: ip })],
      [
        '/user/password',
        (a, ip) =>
          a.call('PATCH', '/api/user/password', { json: { email: DEMO_USER.email, password: 'x', reset_token: 'nope' }, remote: ip }),
      ],
    ]
    // Limits live in the database (shared by every process), so each route gets its own addresses.
    for (const [i, [name, send]] of calls.entries()) {
      const a = makeTestApp(t.db, t.dataDir, { config: { writeLimitPerIp: 1, trustProxy: 0 } })
      const ip = `203.0.113.${20 + 2 * i}`,
        other = `203.0.113.${21 + 2 * i}`
      const first = await send(a, ip)
      expect(first.status, name).toBeLessThan(429)
      const before = await storedRows(t.db)
      const second = await send(a, ip)
      expect(second.status, name).toBe(429)
      expect(Number(second.headers.get('retry-after')), name).toBeGreaterThan(0)
      expect(await storedRows(t.db), name).toBe(before)
      // another client is not affected; one in the same IPv6 /64 is
      expect((await send(a, other)).status, name).toBeLessThan(429)
    }
    const v6 = makeTestApp(t.db, t.dataDir, { config: { writeLimitPerIp: 1, trustProxy: 0 } })
    expect((await v6.call('POST', '/api/contact', { json: validContact(), remote: '2001:db8:5:6:1::1' })).status).toBe(201)
    expect((await v6.call('POST', '/api/contact', { json: validContact(), remote: '2001:db8:5:6:ffff::2' })).status).toBe(429)
  })

  it('caps bodies in middleware with 413 before anything reads them', async () => {
    const a = makeTestApp(t.db, t.dataDir)
    const big = JSON.stringify({ ...validContact(), comment: 'x'.repeat(70 * 1024) })
    const res = await a.call('POST', '/api/contact', {
      body: big,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'big-1' },
    })
    expect(res.status).toBe(413)
    expect(res.json).toEqual({ success: false, content: { _: 'Request body too large' } })
    expect(await t.db.query('SELECT * FROM idempotency_keys')).toEqual([])
  })
})

describe('clean-up', () => {
  it('deletes photos no submission ever named after a day, and keeps the ones a lead uses', async () => {
    const clock = testClock()
    const a = makeTestApp(t.db, t.dataDir, { clock })
    const orphan = (await a.call('POST', '/api/file', { body: formWith('image', samples.jpeg()) })).json.content[0] as string
    const used = (await a.call('POST', '/api/file', { body: formWith('image', samples.jpeg()) })).json.content[0] as string
    expect((await a.post('/api/pet/check_dental_ai', { ...validDental(), image_url: used })).status).toBe(201)
    const stored = async (url: string) => (await t.db.query('SELECT 1 FROM photos WHERE name = $1', [url.split('/').pop()!])).length > 0
    clock.advance(23 * 3600_000)
    expect((await cleanUp(a.deps)).orphans).toBe(0)
    clock.advance(3600_000 + 1)
    expect(await cleanUp(a.deps)).toEqual({
      orphans: 1,
      leadPhotos: 0,
      mails: 0,
      deliveries: 0,
      texts: 0,
      pushes: 0,
      bookings: 0,
      funnelCounters: 0,
    })
    expect(await stored(orphan)).toBe(false)
    expect((await a.get(new URL(orphan).pathname)).status).toBe(404)
    expect(await stored(used)).toBe(true)
    expect((await a.get(new URL(used).pathname)).status).toBe(200)
  })

  it('RETENTION_DAYS deletes leads, their photos and mail bodies older than N days; unset keeps everything', async () => {
    const clock = testClock()
    const keep = makeTestApp(t.db, t.dataDir, { clock })
    const id = (await keep.post('/api/pet', validPet())).json.content._id
    const photo = (await keep.call('POST', `/api/pet/image/${id}`, { body: formWith('image', samples.jpeg()) })).json.content
      .image_url as string
    const { runDueJobs } = await import('../jobs/runDueJobs')
    await runDueJobs(keep.deps)
    await t.db.query("UPDATE outbox SET status = 'sent'")
    clock.advance(40 * 24 * 3600_000)
    const fresh = (await keep.post('/api/contact', validContact())).json.content._id
    expect(await cleanUp(keep.deps)).toEqual({
      orphans: 0,
      leadPhotos: 0,
      mails: 0,
      deliveries: 0,
      texts: 0,
      pushes: 0,
      bookings: 0,
      funnelCounters: 0,
    })
    const a = makeTestApp(t.db, t.dataDir, { clock, config: { retentionDays: 30 } })
    // The owner's assessment and acknowledgement, and the clinic's notification.
    expect(await cleanUp(a.deps)).toEqual({
      orphans: 0,
      leadPhotos: 1,
      mails: 3,
      deliveries: 0,
      texts: 0,
      pushes: 0,
      bookings: 0,
      funnelCounters: 0,
    })
    expect((await t.db.query<{ id: string }>('SELECT id FROM submissions')).map((r) => r.id)).toEqual([fresh])
    expect((await a.get(new URL(photo).pathname)).status).toBe(404)
  })
})
