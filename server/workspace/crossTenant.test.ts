import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CLINICS_FILE, seedDemoClinics } from '../clinics/seedDemoClinics'
import { validPet } from '../testing/payloads'
import { samples } from '../testing/samples'
import { formWith, makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { openTestDb } from '../testing/testDb'
import { seedDemoAccounts } from './seedDemoAccounts'
import { staffSession } from '../testing/demoWorkspace'

/**
 * Tenancy as a property of the whole router: for every workspace route Hono knows (read from
 * `app.routes`, so a route added later is covered without editing this file), a user of clinic A
 * who puts an id of clinic B's leads, photos, webhooks, deliveries, invitations, members or the
 * clinic itself into the path (or, for routes without parameters, the query) gets exactly the
 * answer an id that exists nowhere gets, and nothing of clinic B changes.
 */
let t: Awaited<ReturnType<typeof openTestDb>>
let a: ReturnType<typeof makeTestApp>
const IDS = (JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<{ id: string }>).map((c) => c.id)
const [A, B] = ['willow', 'pleasanton']
beforeAll(async () => {
  t = await openTestDb()
  await t.reset()
  a = makeTestApp(t.db, t.dataDir, { clock: testClock(), config: { webhookAllowLoopback: true } })
  a.deps.resolveHost = async () => [{ address: '93.184.216.34', family: 4 }]
  await seedDemoClinics(t.db, a.clock.now())
  await seedDemoAccounts(t.db, IDS, a.clock.now())
})
afterAll(async () => {
  await t.close()
})

async function sessionPastLimits(email: string) {
  // Logout is probed like every route: the login limit is not what this test is about.
  await t.db.query('DELETE FROM rate_limits')
  return staffSession(a, email)
}

/** Clinic B's ids of every kind, made through the API as its owner and a clinic form would. */
async function clinicBIds() {
  const owner = await sessionPastLimits(`owner@${B}.test`)
  const lead = (await a.post('/api/pet', { ...validPet(), clinic_id: B }, { 'x-captcha': await a.captcha() })).json.content._id as string
  const photo = (await a.call('POST', `/api/pet/image/${lead}`, { body: formWith('image', samples.jpeg()) })).json.content
    .image_url as string
  const webhook = (await a.post('/api/workspace/webhooks', { url: 'https://hooks.example.com/b', events: ['lead.created'] }, owner)).json
    .content.endpoint.id as string
  expect((await a.post(`/api/workspace/webhooks/${webhook}/test`, {}, owner)).status).toBe(202)
  await a.post('/api/workspace/team/invitations', { email: 'new-staff@example.com', role: 'staff' }, owner)
  const one = async (sql: string) => (await t.db.query<{ v: string }>(sql, [B]))[0]!.v
  const start = (await a.get(`/api/clinics/${B}/slots?service=vaccination&days=2`)).json.content.slots[3].start as string
  const hold = (await a.post('/api/bookings/holds', { clinic_id: B, service: 'vaccination', start })).json.content
  const booking = (
    await a.post('/api/bookings', {
      hold_id: hold.hold_id,
      hold_secret: hold.hold_secret,
      owner_name: 'Bo',
      email: 'bo@example.com',
      phone: '5551234567',
      pet_name: 'Rex',
      species: 'dog',
    })
  ).json.content.booking_id as string
  return {
    booking,
    lead,
    photo: photo.split('/').pop()!,
    webhook,
    delivery: await one(
      'SELECT d.id::text AS v FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.clinic_id = $1',
    ),
    invitation: await one('SELECT token_hash AS v FROM invitations WHERE clinic_id = $1'),
    member: await one("SELECT id::text AS v FROM users WHERE clinic_id = $1 AND role = 'owner'"),
    staff: await one("SELECT id::text AS v FROM users WHERE clinic_id = $1 AND role = 'staff'"),
    clinic: B,
  }
}

/** An id of the same form that exists nowhere. */
function randomLike(value: string): string {
  if (/^[0-9a-f-]{36}$/.test(value)) return crypto.randomUUID()
  if (/^[0-9a-f]{64}$/.test(value)) return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
  const ext = /\.(jpg|png|webp)$/.exec(value)
  if (ext) return `${Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64url')}.${ext[1]}`
  return `no-such-${value.length}`
}

/** Everything of clinic B a request could change, as one comparable value. */
async function snapshotOfB() {
  const q = (sql: string) => t.db.query(sql, [B])
  return JSON.stringify({
    clinic: await q('SELECT * FROM clinics WHERE id = $1'),
    leads: await q(
      'SELECT id, status, closed_reason, first_contacted_at, routed_clinic_id, clinic_id, image_path, data FROM submissions WHERE lead_clinic_id = $1 ORDER BY id',
    ),
    events: await q(
      'SELECT e.type, e.note, e.status FROM lead_events e JOIN submissions s ON s.id = e.submission_id WHERE coalesce(s.routed_clinic_id, s.clinic_id) = $1 ORDER BY e.seq',
    ),
    uploads: await q(
      'SELECT u.name, u.submission_id FROM uploads u JOIN submissions s ON s.id = u.submission_id WHERE coalesce(s.routed_clinic_id, s.clinic_id) = $1 ORDER BY u.name',
    ),
    webhooks: await q('SELECT * FROM webhook_endpoints WHERE clinic_id = $1 ORDER BY id'),
    deliveries: await q(
      'SELECT d.id, d.status, d.attempts, d.run_at FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.clinic_id = $1 ORDER BY d.id',
    ),
    invitations: await q('SELECT * FROM invitations WHERE clinic_id = $1 ORDER BY token_hash'),
    members: await q('SELECT id, email, password_hash, role, clinic_id, name FROM users WHERE clinic_id = $1 ORDER BY id'),
    sessions: await q(
      'SELECT s.id_hash, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.clinic_id = $1 ORDER BY s.id_hash',
    ),
    bookings: await q('SELECT id, status, start_at, manage_hash FROM bookings WHERE clinic_id = $1 ORDER BY id'),
    calendarFeed: await q('SELECT * FROM calendar_feeds WHERE clinic_id = $1'),
  })
}

/** One request's answer with `value` in the place of the id, the id itself replaced by a placeholder. */
async function answer(method: string, path: string, headers: Record<string, string>, value: string, json: unknown) {
  const controller = new AbortController()
  const res = await a.app.request(
    path,
    {
      method,
      signal: controller.signal,
      headers: { ...headers, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    },
    { incoming: { socket: { remoteAddress: '127.0.0.1', remoteFamily: 'IPv4' } } },
  )
  // The live event stream never ends by itself: its status and type are its answer.
  if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    await res.body?.cancel()
    controller.abort()
    return `${res.status} event-stream`
  }
  // A calendar feed's address is a fresh secret on every rotation: its form is the answer.
  return `${res.status} ${(await res.text())
    .split(value)
    .join('<ID>')
    .replace(/\/calendar\/[\w-]+\.ics/g, '/calendar/<FEED>.ics')}`
}

describe('a user of one clinic holding ids of another', () => {
  it('gets, on every workspace route, the answer of an id that does not exist, and changes nothing of that clinic', async () => {
    const ids = await clinicBIds()
    // Login and accepting an invitation answer without a session and take no object id.
    const routes = a.app.routes.filter(
      (r) => r.path.startsWith('/api/workspace/') && r.method !== 'ALL' && !/\/(login|invitations\/accept)$/.test(r.path),
    )
    expect(routes.length).toBeGreaterThan(20)
    const before = await snapshotOfB()
    const users = [`owner@${A}.test`, `front@${A}.test`]
    let compared = 0
    for (const email of users) {
      let as = await sessionPastLimits(email)
      for (const route of routes) {
        const params = route.path.match(/:\w+/g) ?? []
        for (const value of Object.values(ids)) {
          const other = randomLike(value)
          const make = (v: string) =>
            params.length > 0
              ? route.path.replace(/:\w+/g, encodeURIComponent(v))
              : `${route.path}?id=${encodeURIComponent(v)}&clinic_id=${encodeURIComponent(v)}&clinic=${encodeURIComponent(v)}&lead=${encodeURIComponent(v)}`
          // A body only where the path names the object: every field a handler might read an id or a change from.
          const body = (v: string) =>
            params.length > 0 && route.method !== 'GET'
              ? {
                  status: 'contacted',
                  note: 'probe',
                  reason: 'probe',
                  clinic_id: v,
                  id: v,
                  url: 'https://hooks.example.com/probe',
                  events: ['lead.created'],
                  enabled: false,
                  email: 'probe@example.com',
                  role: 'owner',
                }
              : undefined
          const seen = []
          for (const v of [value, other]) {
            seen.push(await answer(route.method, make(v), as, v, body(v)))
            // A route that ends the session (logout) must not turn the next probe into a 401.
            if ((await a.get('/api/workspace/me', as)).status === 401) as = await sessionPastLimits(email)
          }
          expect(
            seen[0],
            `${email} ${route.method} ${route.path} with clinic ${B}'s ${Object.entries(ids).find(([, x]) => x === value)![0]}`,
          ).toBe(seen[1])
          compared++
        }
      }
    }
    expect(await snapshotOfB()).toBe(before)
    expect(compared).toBe(users.length * routes.length * Object.keys(ids).length)
  }, 300_000)
})
