import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CLINICS_FILE } from '../clinics/seedDemoClinics'
import { importClinics } from '../clinics/importClinics'
import type { Db } from '../db/db'
import { openDb } from '../db/openDb'
import { scratchDatabase } from '../testing/cluster/scratchDatabase'
import { spawnServers, type ServerProcess } from '../testing/cluster/serverProcess'
import { startSmtpCounter } from '../testing/cluster/smtpCounter'
import { demoBooking } from '../clinics/demoBooking'
import { solvedCaptcha } from '../testing/solvedCaptcha'

/**
 * Never sold twice, with real concurrency: three `server/main.ts` servers on one PostgreSQL, a
 * clinic with one seat. 100 simultaneous holds of one slot spread over the three give exactly one
 * 201; 100 simultaneous confirms of one hold give one booking; a hold that expired frees its seat
 * for the next request at once; simultaneous holds of different slots from one address give exactly
 * its 5 live holds. Run with `bash scripts/with-postgres.sh npx vitest run --project unit <this file>`.
 */
const SERVER = process.env.DATABASE_URL
const N = 100
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn()
}, 30_000)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
type Json = any
/** POSTs `body` as JSON with a proof solved at the same address, as the widget sends with every hold. */
async function post(url: string, body: unknown): Promise<{ status: number; json: Json }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha': await solvedCaptcha(new URL(url).origin) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    return { status: res.status, json: await res.json().catch(() => undefined) }
  } catch {
    return { status: 0, json: undefined }
  }
}
const count = (statuses: number[]) => statuses.reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {})
const owner = { owner_name: 'Ann Owner', email: 'ann@example.com', phone: '5551234567', pet_name: 'Rex', species: 'dog' }

describe.skipIf(!SERVER)('booking races across three processes on one PostgreSQL', () => {
  let db: Db
  const procs: ServerProcess[] = []
  let slots: string[] = []

  beforeAll(async () => {
    const scratch = await scratchDatabase(SERVER!, 'petlead_booking')
    cleanups.push(() => scratch.drop())
    const smtp = await startSmtpCounter()
    cleanups.push(() => smtp.close())
    const dataDir = mkdtempSync(join(tmpdir(), 'petlead-booking-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    cleanups.push(() => Promise.all(procs.map((p) => p.stop('SIGKILL'))))
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: scratch.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://127.0.0.1',
      CORS_ORIGINS: 'http://127.0.0.1',
      SERVER_SECRET: 'booking-race-server-secret',
      ALTCHA_HMAC_KEY: 'booking-race-altcha-key',
      CAPTCHA_MAX_NUMBER: '1000',
      TRUST_PROXY: '0',
      WRITE_LIMIT_PER_IP: '100000',
      OWNER_MAIL_DAILY_LIMIT: '100000',
      OWNER_MAIL_HOURLY_LIMIT: '100000',
      OWNER_MAIL_CALLER_HOURLY_LIMIT: '100000',
      // One address holds 5 slots at a time (the default), counted by all three processes together.
      HOLD_CALLER_LIMIT: '5',
      HOLD_CLINIC_LIMIT: '100000',
    }
    await spawnServers(env, dataDir, procs)
    // One partner, as the import CLI would write it, taking bookings with one seat.
    db = await openDb({ databaseUrl: scratch.url, dataDir: null })
    cleanups.push(() => db.close())
    const willow = (JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{ id: string; logo?: string }>).find(
      (c) => c.id === 'willow',
    )!
    const { logo: _logo, ...record } = willow
    const imported = await importClinics(
      db,
      [{ ...record, booking: demoBooking((record as never as { services: Parameters<typeof demoBooking>[0] }).services) }],
      new Date(),
    )
    expect(imported.ok).toBe(true)
    const r = await fetch(`${procs[0]!.url}/api/clinics/willow/slots?service=vaccination&days=2`)
    expect(r.status).toBe(200)
    slots = ((await r.json()) as Json).content.slots.map((s: { start: string }) => s.start)
    expect(slots.length).toBeGreaterThan(10)
  }, 150_000)

  it(`${N} simultaneous holds of a one-seat slot across three processes: exactly one 201`, async () => {
    const start = slots[4]!
    const statuses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        post(`${procs[i % 3]!.url}/api/bookings/holds`, { clinic_id: 'willow', service: 'vaccination', start }).then((r) => r.status),
      ),
    )
    console.log('holds:', count(statuses))
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1)
    const [seats] = await db.query<{ n: string }>('SELECT count(DISTINCT booking_id) AS n FROM booking_seats WHERE clinic_id = $1', [
      'willow',
    ])
    expect(Number(seats!.n)).toBe(1)
  }, 120_000)

  it(`${N} simultaneous confirms of one hold: one booking, the others 409`, async () => {
    const h = await post(`${procs[0]!.url}/api/bookings/holds`, { clinic_id: 'willow', service: 'vaccination', start: slots[6] })
    expect(h.status).toBe(201)
    const body = { hold_id: h.json.content.hold_id, hold_secret: h.json.content.hold_secret, ...owner }
    const statuses = await Promise.all(
      Array.from({ length: N }, (_, i) => post(`${procs[i % 3]!.url}/api/bookings`, body).then((r) => r.status)),
    )
    console.log('confirms:', count(statuses))
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1)
    const [booked] = await db.query<{ n: string }>("SELECT count(*) AS n FROM bookings WHERE id = $1 AND status = 'booked'", [body.hold_id])
    expect(Number(booked!.n)).toBe(1)
    const [mails] = await db.query<{ n: string }>('SELECT count(*) AS n FROM outbox WHERE to_addr = $1 AND attachments IS NOT NULL', [
      owner.email,
    ])
    expect(Number(mails!.n)).toBe(1)
  }, 120_000)

  it('an expired hold frees its seat at once: of simultaneous holds after it expired, exactly one 201', async () => {
    const start = slots[8]!
    const first = await post(`${procs[0]!.url}/api/bookings/holds`, { clinic_id: 'willow', service: 'vaccination', start })
    expect(first.status).toBe(201)
    // Ten minutes pass (the servers' clocks are real: the hold's expiry is moved instead).
    await db.query("UPDATE booking_seats SET expires_at = now() - interval '1 second' WHERE booking_id = $1", [first.json.content.hold_id])
    // Every earlier hold of this address lapses with it, so its 5-hold budget leaves the race to the seat.
    await db.query("UPDATE bookings SET held_until = now() - interval '1 second' WHERE status = 'held'")
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(`${procs[i % 3]!.url}/api/bookings/holds`, { clinic_id: 'willow', service: 'vaccination', start }).then((r) => r.status),
      ),
    )
    console.log('holds after expiry:', count(statuses))
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(29)
    const late = await post(`${procs[1]!.url}/api/bookings`, {
      hold_id: first.json.content.hold_id,
      hold_secret: first.json.content.hold_secret,
      ...owner,
    })
    expect(late.status).toBe(409)
  }, 120_000)

  it('simultaneous holds of different slots from one address across three processes: exactly its 5, the rest 429', async () => {
    // The holds of the tests above lapse (the servers' clocks are real: their expiry is moved instead).
    await db.query("UPDATE bookings SET held_until = now() - interval '1 second' WHERE status = 'held'")
    await db.query("UPDATE booking_seats SET expires_at = now() - interval '1 second' WHERE expires_at IS NOT NULL")
    const starts = slots.slice(10, 30)
    const statuses = await Promise.all(
      starts.map((start, i) =>
        post(`${procs[i % 3]!.url}/api/bookings/holds`, { clinic_id: 'willow', service: 'vaccination', start }).then((r) => r.status),
      ),
    )
    console.log('holds of one address:', count(statuses))
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(starts.length - 5)
  }, 120_000)
})
