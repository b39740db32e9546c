import { describe, expect, it } from 'vitest'
import { makeTestApp, storedRows } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { validDental, validPet } from '../testing/payloads'

let t: TestDb
withTestDb((d) => {
  t = d
})

describe('captcha', () => {
  it('serves an ALTCHA v2 challenge (altcha-lib default) in the envelope and at the top level', async () => {
    const a = makeTestApp(t.db, t.dataDir)
    const res = await a.get('/api/captcha/challenge')
    expect(res.json).toMatchObject({
      success: true,
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      parameters: {
        algorithm: 'SHA-256',
        cost: 1,
        keyLength: 32,
        nonce: expect.any(String),
        salt: expect.any(String),
        keyPrefix: expect.any(String),
        expiresAt: expect.any(Number),
      },
    })
    expect(res.json.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 9 * 60_000)
    expect(res.json.content.signature).toBe(res.json.signature)
    // CAPTCHA_MAX_NUMBER bounds the answer: the test app's 2 000 is solved within 2 001 counters.
    const solution = JSON.parse(Buffer.from(await a.captcha(), 'base64').toString()).solution
    expect(solution.counter).toBeLessThanOrEqual(2_000)
  })

  it('accepts a solved challenge once on every clinic call, and refuses missing, forged and replayed ones', async () => {
    const a = makeTestApp(t.db, t.dataDir)
    const solved = await a.captcha()
    const clinicPet = { ...validPet(), clinic_id: 'willow' }
    expect((await a.post('/api/pet', clinicPet, { 'x-captcha': solved })).status).toBe(201)
    const replay = await a.post('/api/pet', clinicPet, { 'x-captcha': solved })
    expect(replay.status).toBe(403)
    expect(replay.json.content.captcha).toMatch(/already used/)
    expect(
      (await a.post('/api/pet/dentipet_pet', { ...validDental(), clinic_id: 'acacia' }, { 'x-captcha': await a.captcha() })).status,
    ).toBe(201)
    expect(
      (await a.post('/api/pet/check_dental_ai', { ...validDental(), clinic_id: 'acacia' }, { 'x-captcha': await a.captcha() })).status,
    ).toBe(201)
    const forged = JSON.parse(Buffer.from(await a.captcha(), 'base64').toString())
    forged.solution.counter += 1
    const tampered = JSON.parse(Buffer.from(await a.captcha(), 'base64').toString())
    tampered.challenge.parameters.cost = 2
    const v1 = Buffer.from(JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 's', signature: 'sig' })).toString(
      'base64',
    )
    for (const header of [
      undefined,
      'garbage',
      ...[forged, tampered].map((p) => Buffer.from(JSON.stringify(p)).toString('base64')),
      v1,
      Buffer.from('{"signature":1}').toString('base64'),
    ]) {
      const res = await a.post('/api/pet', clinicPet, { 'x-captcha': header ?? '' })
      expect(res.status).toBe(403)
      expect(res.json).toEqual({ success: false, content: { captcha: expect.any(String) } })
    }
    expect(await storedRows(t.db)).toBe(6) // three submissions, each stored with its job
  })

  it('refuses a challenge signed with another key', async () => {
    const other = makeTestApp(t.db, t.dataDir, { config: { altchaHmacKey: 'someone-else' } })
    const a = makeTestApp(t.db, t.dataDir)
    expect((await a.post('/api/pet', { ...validPet(), clinic_id: 'willow' }, { 'x-captcha': await other.captcha() })).status).toBe(403)
  })
})

describe('Idempotency-Key', () => {
  it('replays the same answer for the same key and body, and stores one row', async () => {
    const a = makeTestApp(t.db, t.dataDir)
    const first = await a.post('/api/pet', validPet(), { 'idempotency-key': 'k-1' })
    const second = await a.post('/api/pet', validPet(), { 'idempotency-key': 'k-1' })
    expect(second.status).toBe(first.status)
    expect(second.json).toEqual(first.json)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(await storedRows(t.db)).toBe(2) // one submission and its job
  })

  it('answers 422 for the same key with another body, and 409 while the first is in flight', async () => {
    const a = makeTestApp(t.db, t.dataDir)
    await a.post('/api/pet', validPet(), { 'idempotency-key': 'k-2' })
    const other = await a.post('/api/pet', { ...validPet(), pet_name: 'Max' }, { 'idempotency-key': 'k-2' })
    expect(other.status).toBe(422)
    // A first request that has not finished: the row is claimed but not done.
    await t.db.query(
      "INSERT INTO idempotency_keys (scope, key, request_hash, state, created_at, locked_until) VALUES ('client:127.0.0.1', 'k-3', 'h', 'in_flight', $1, $2)",
      [a.clock.now(), new Date(a.clock.now().getTime() + 60_000)],
    )
    const [a1, a2] = await Promise.all([
      a.post('/api/contact', { name: 'A', email: 'a@example.com', comment: 'x' }, { 'idempotency-key': 'k-4' }),
      a.post('/api/contact', { name: 'A', email: 'a@example.com', comment: 'x' }, { 'idempotency-key': 'k-4' }),
    ])
    expect([a1.status, a2.status].sort()).toEqual(expect.arrayContaining([201]))
    expect([201, 409]).toContain(a2.status)
    const row = await t.db.query<{ request_hash: string }>("SELECT request_hash FROM idempotency_keys WHERE key = 'k-3'")
    const inFlight = await a.call('POST', '/api/pet', { json: validPet(), headers: { 'idempotency-key': 'k-3' } })
    expect(row.length).toBe(1)
    expect([409, 422]).toContain(inFlight.status)
  })

  it('gives 409 for a same-body repeat while in flight, and lets a dead first attempt be taken over', async () => {
    const clock = testClock()
    const a = makeTestApp(t.db, t.dataDir, { clock })
    // Learn the hash of this exact request by letting it complete once under another key.
    await a.post('/api/contact', { name: 'B', email: 'b@example.com', comment: 'y' }, { 'idempotency-key': 'probe' })
    const [probe] = await t.db.query<{ request_hash: string }>("SELECT request_hash FROM idempotency_keys WHERE key = 'probe'")
    await t.db.query(
      "INSERT INTO idempotency_keys (scope, key, request_hash, state, created_at, locked_until) VALUES ('client:127.0.0.1', 'k-5', $1, 'in_flight', $2, $3)",
      [probe!.request_hash, clock.now(), new Date(clock.now().getTime() + 60_000)],
    )
    expect((await a.post('/api/contact', { name: 'B', email: 'b@example.com', comment: 'y' }, { 'idempotency-key': 'k-5' })).status).toBe(
      409,
    )
    clock.advance(61_000)
    expect((await a.post('/api/contact', { name: 'B', email: 'b@example.com', comment: 'y' }, { 'idempotency-key': 'k-5' })).status).toBe(
      201,
    )
  })

  it('does not store failures, treats multipart by its parts, and forgets keys after 24 hours', async () => {
    const clock = testClock()
    const a = makeTestApp(t.db, t.dataDir, { clock })
    expect((await a.post('/api/pet', { ...validPet(), email: 'x' }, { 'idempotency-key': 'k-6' })).status).toBe(400)
    expect((await a.post('/api/pet', validPet(), { 'idempotency-key': 'k-6' })).status).toBe(201)
    clock.advance(24 * 3600_000 + 1)
    const again = await a.post('/api/pet', { ...validPet(), pet_name: 'New' }, { 'idempotency-key': 'k-6' })
    expect(again.status).toBe(201)
    expect((await a.post('/api/pet', validPet(), { 'idempotency-key': 'bad key with spaces' })).status).toBe(400)
  })
})
