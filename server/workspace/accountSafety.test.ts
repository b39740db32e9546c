import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { invitationsRepo } from '../db/invitationsRepo'
import { EMBED_MAIL_LIMITS } from '../routes/workspaceEmbedRoutes'
import { WEBHOOK_SEND_LIMITS } from '../routes/webhookRoutes'
import { INVITATION_LIMITS, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_PAIR } from '../routes/workspaceRoutes'
import { storeSubmission } from '../routes/storeSubmission'
import { validContact, validPet } from '../testing/payloads'
import { makeTestApp, TEST_ORIGIN } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { PASSWORD_RULE } from '../../src/schemas/passwordPolicy'
import { ACCOUNT_EXISTS } from './createInvitation'
import { sha256 } from './session'
import { EVENT_STREAM } from './sessionStreams'
import { DEMO_PASSWORD, staffSession } from '../testing/demoWorkspace'
import { demoWorkspaceSeed } from '../testing/withDemoWorkspace'
import { withTestDb, type TestDb } from '../testing/withTestDb'
import { loginAttempt } from '../testing/loginAttempt'

/**
 * What an attacker's review found in the workspace's identity and sending, one test per finding,
 * each failing before its fix: invitations that took over accounts, idempotent replay without a
 * session, senders limited per user only, event streams that outlived their session, and a login
 * limit anyone could use to lock an owner out.
 */
const PASSWORD = DEMO_PASSWORD
const W = '/api/workspace'
const DAY = 86_400_000
let t: TestDb
let a: ReturnType<typeof makeTestApp>
let clock: ReturnType<typeof testClock>

let dist: string

withTestDb(
  (d) => {
    t = d
  },
  () => demoWorkspaceSeed(),
)
beforeAll(() => {
  // A built bundle as far as the embed builder looks: its integrity file.
  dist = mkdtempSync(join(tmpdir(), 'petlead-dist-'))
  writeFileSync(join(dist, 'integrity.json'), JSON.stringify({ 'petlead.loader.js': 'sha384-' + 'A'.repeat(64) }))
})
afterAll(() => {
  if (dist) rmSync(dist, { recursive: true, force: true })
})
beforeEach(async () => {
  clock = testClock()
  a = makeTestApp(t.db, t.dataDir, { clock, config: { distDir: dist } })
  // DNS played by the test: every webhook host is a public address, nothing is delivered here.
  a.deps.resolveHost = async () => [{ address: '93.184.216.34', family: 4 }]
})

const same = { origin: TEST_ORIGIN }
const from = (ip: string) => ({ ...same, 'x-forwarded-for': ip })
const session = (email: string, password = PASSWORD) => staffSession(a, email, password)
/** The invitation link as the invitee receives it: from the mail in the outbox. */
async function invitationLink(to: string): Promise<string> {
  const rows = await t.db.query<{ text_body: string }>('SELECT text_body FROM outbox WHERE to_addr = $1 ORDER BY created_at DESC', [to])
  return /https?:\/\/\S+#token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1] ?? ''
}
/** How many requests the server refused under `rule` (petlead_refusals_total). */
async function refusals(rule: string): Promise<number> {
  return (await a.deps.metrics.refusals.get()).values.find((v) => v.labels.rule === rule)?.value ?? 0
}
async function account(email: string) {
  return (await t.db.query('SELECT id, password_hash, clinic_id, role, updated_at FROM users WHERE email = $1', [email]))[0]
}
/** An owner of `clinic` minted as an attacker would: invited by the clinic's owner, accepted. */
async function mintOwner(by: Record<string, string>, email: string) {
  expect((await a.post(`${W}/team/invitations`, { email, role: 'owner' }, by)).status).toBe(201)
  const accepted = await a.post(`${W}/invitations/accept`, { token: await invitationLink(email), password: 'a-long-password' }, same)
  expect(accepted.status).toBe(200)
  return { cookie: (accepted.headers.get('set-cookie') ?? '').split(';')[0]!, ...same }
}

describe('identity is never upserted', () => {
  it("an invitation to another clinic's owner or the network account is refused, an old one accepted changes nothing, and invitations are limited per clinic and recipient", async () => {
    const willow = await session('owner@willow.test')
    const victim = await session('owner@pleasanton.test')
    const before = await account('owner@pleasanton.test')
    for (const email of ['owner@pleasanton.test', 'DEMO@petlead.test']) {
      const r = await a.post(`${W}/team/invitations`, { email, role: 'staff' }, willow)
      expect([r.status, r.json.content]).toEqual([409, { email: ACCOUNT_EXISTS }])
    }
    expect(await t.db.query('SELECT 1 FROM invitations')).toEqual([])
    expect(await t.db.query('SELECT 1 FROM outbox')).toEqual([])

    // An invitation made before the address had an account (or by an older build): accepting it
    // is refused and leaves the account, its password, clinic, role and sessions as they were.
    await invitationsRepo.create(t.db, {
      tokenHash: sha256('old-token'),
      email: 'owner@pleasanton.test',
      clinicId: 'willow',
      role: 'staff',
      invitedBy: null,
      now: clock.now(),
      expiresAt: new Date(clock.now().getTime() + DAY),
    })
    const taken = await a.post(`${W}/invitations/accept`, { token: 'old-token', password: 'attacker-password' }, same)
    expect([taken.status, taken.json.content]).toEqual([409, { _: ACCOUNT_EXISTS }])
    expect(taken.headers.get('set-cookie')).toBeNull()
    expect(await account('owner@pleasanton.test')).toEqual(before)
    expect((await a.get(`${W}/me`, victim)).json.content).toMatchObject({ role: 'owner', clinic: { id: 'pleasanton' } })
    expect((await loginAttempt(a, 'owner@pleasanton.test', 'attacker-password')).status).toBe(401)

    // A fresh address: the answer says it was sent; the link is in the invitee's mail only.
    const sent = await a.post(`${W}/team/invitations`, { email: 'New@Willow.test', role: 'staff' }, willow)
    expect(sent.status).toBe(201)
    expect(sent.json.content).toEqual({ sent_to: 'new@willow.test', expires_at: new Date(clock.now().getTime() + 7 * DAY).toISOString() })
    const token = await invitationLink('new@willow.test')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(sent.text).not.toContain(token)

    // Per recipient a day, whichever clinic invites; per clinic a day, however many owners it mints.
    for (let i = 1; i < INVITATION_LIMITS.perRecipient[0]; i++)
      expect((await a.post(`${W}/team/invitations`, { email: 'new@willow.test' }, i % 2 ? victim : willow)).status).toBe(201)
    expect((await a.post(`${W}/team/invitations`, { email: 'new@willow.test' }, victim)).status).toBe(429)
    const second = await mintOwner(willow, 'second@willow.test')
    // Willow's day so far: two refused (409: probing costs too), new@ twice, second@.
    const used = await t.db.query<{ hits: number }>("SELECT hits FROM rate_limits WHERE key = 'invitationPerClinic:willow'")
    expect(used[0]!.hits).toBe(5)
    for (let n = 5; n < INVITATION_LIMITS.perClinic[0]; n++)
      expect((await a.post(`${W}/team/invitations`, { email: `m${n}@example.com` }, n % 2 ? second : willow)).status).toBe(201)
    const over = await a.post(`${W}/team/invitations`, { email: 'one-more@example.com' }, second)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    clock.advance(DAY)
    expect((await a.post(`${W}/team/invitations`, { email: 'one-more@example.com' }, await session('owner@willow.test'))).status).toBe(201)
  })
})

describe('one password policy', () => {
  it("a password reset and an invitation both refuse 'a' and the account's own address with the one message, and keep their token usable", async () => {
    const refusedBefore = await refusals('password_policy')
    // Recovery, to the trading of its code: the reported attack set the password 'a'.
    expect((await a.post('/api/user/recover_password', { email: 'front@willow.test' })).status).toBe(200)
    const [mail] = await t.db.query<{ text_body: string }>("SELECT text_body FROM outbox WHERE to_addr = 'front@willow.test'")
    const code = /\b(\d{6})\b/.exec(mail!.text_body)![1]
    const reset_token = (await a.post('/api/user/verify_code', { email: 'front@willow.test', code })).json.content.reset_token
    const before = await account('front@willow.test')
    for (const password of ['a', '         a ', 'Front@Willow.test', 'short-pw']) {
      const r = await a.patch('/api/user/password', { email: 'front@willow.test', password, reset_token })
      expect([password, r.status, r.json.content]).toEqual([password, 400, { password: PASSWORD_RULE }])
    }
    expect(await account('front@willow.test')).toEqual(before)
    expect(await t.db.query("SELECT 1 FROM outbox WHERE subject = 'Your PetLead password was changed'")).toEqual([])
    expect(
      (await a.patch('/api/user/password', { email: 'front@willow.test', password: 'a-good-long-password', reset_token })).status,
    ).toBe(200)

    // An invitation: the same rule and the same message, judged with the invitee's address.
    const willow = await session('owner@willow.test')
    expect((await a.post(`${W}/team/invitations`, { email: 'new@willow.test', role: 'staff' }, willow)).status).toBe(201)
    const token = await invitationLink('new@willow.test')
    for (const password of ['a', 'NEW@willow.test']) {
      const r = await a.post(`${W}/invitations/accept`, { token, password }, same)
      expect([password, r.status, r.json.content]).toEqual([password, 400, { password: PASSWORD_RULE }])
      expect(r.headers.get('set-cookie')).toBeNull()
    }
    expect(await account('new@willow.test')).toBeUndefined()
    expect((await a.post(`${W}/invitations/accept`, { token, password: 'a-good-long-password' }, same)).status).toBe(200)
    expect((await refusals('password_policy')) - refusedBefore).toBe(6)
  })
})

describe('idempotency belongs to its caller', () => {
  it("replaying key and body without the cookie, or with another clinic's, never returns the webhook secret; nothing secret is stored", async () => {
    const willow = await session('owner@willow.test')
    const body = { url: 'https://hooks.example.com/petlead', events: ['lead.created'] }
    const key = { 'idempotency-key': 'create-hook-1' }
    const first = await a.post(`${W}/webhooks`, body, { ...willow, ...key })
    expect(first.status).toBe(201)
    const secret = first.json.content.secret as string
    expect(secret).toMatch(/^whsec_/)

    const bare = await a.post(`${W}/webhooks`, body, { ...same, ...key })
    expect(bare.status).toBe(401)
    expect(bare.text).not.toContain(secret)
    const other = await a.post(`${W}/webhooks`, body, { ...(await session('owner@pleasanton.test')), ...key })
    expect(other.text).not.toContain(secret)
    expect(other.headers.get('idempotent-replayed')).toBeNull()
    // Nothing holding a secret waits in the store for a replay.
    const stored = await t.db.query<{ body: string | null }>('SELECT body FROM idempotency_keys')
    expect(stored.filter((r) => r.body?.includes('whsec_'))).toEqual([])

    // A public call's key is its client's: the same key from another address is another request.
    const contact = (ip: string) => a.post('/api/contact', validContact(), { 'idempotency-key': 'contact-1', 'x-forwarded-for': ip })
    expect((await contact('198.51.100.7')).status).toBe(201)
    expect((await contact('198.51.100.7')).headers.get('idempotent-replayed')).toBe('true')
    expect((await contact('203.0.113.8')).headers.get('idempotent-replayed')).toBeNull()
  })
})

describe('every sender is limited by what it costs', () => {
  it('webmaster mail counts per clinic and per recipient a day, not only per user; webhook tests and resends are limited', async () => {
    const willow = await session('owner@willow.test')
    const [perUser] = EMBED_MAIL_LIMITS.perUser
    const send = (as: Record<string, string>, email: string) => a.post(`${W}/embed/send`, { email, form: 'clinic-health' }, as)
    // The per-user window renews every hour; the clinic's day does not.
    let sent = 0
    while (sent < EMBED_MAIL_LIMITS.perClinic[0]) {
      for (let i = 0; i < perUser && sent < EMBED_MAIL_LIMITS.perClinic[0]; i++, sent++)
        expect((await send(willow, `web${sent}@example.com`)).status).toBe(202)
      clock.advance(EMBED_MAIL_LIMITS.perUser[1])
    }
    const relay = await send(willow, 'victim@example.com')
    expect(relay.status).toBe(429)
    expect(Number(relay.headers.get('retry-after'))).toBeGreaterThan(0)

    // One recipient, whichever clinics send to it.
    const pleasanton = await session('owner@pleasanton.test')
    const acacia = await session('owner@acacia.test')
    for (let i = 0; i < EMBED_MAIL_LIMITS.perRecipient[0]; i++)
      expect((await send(i % 2 ? pleasanton : acacia, 'target@example.com')).status).toBe(202)
    expect((await send(acacia, 'target@example.com')).status).toBe(429)

    // Webhook "send a test event" and "send again": per user, per endpoint, per clinic.
    const hook = await a.post(`${W}/webhooks`, { url: 'https://hooks.example.com/x', events: ['lead.created'] }, acacia)
    const id = hook.json.content.endpoint.id as string
    for (let i = 0; i < WEBHOOK_SEND_LIMITS.perUser[0]; i++) expect((await a.post(`${W}/webhooks/${id}/test`, {}, acacia)).status).toBe(202)
    expect((await a.post(`${W}/webhooks/${id}/test`, {}, acacia)).status).toBe(429)
    const [delivery] = await t.db.query<{ id: string }>('SELECT id FROM webhook_deliveries LIMIT 1')
    expect((await a.post(`${W}/webhooks/deliveries/${delivery!.id}/resend`, {}, acacia)).status).toBe(429)
    const [{ n }] = (await t.db.query<{ n: string }>('SELECT count(*) AS n FROM webhook_deliveries')) as [{ n: string }]
    expect(Number(n)).toBe(WEBHOOK_SEND_LIMITS.perUser[0])
  })
})

describe('sessions end everywhere', () => {
  const saved = EVENT_STREAM.heartbeatMs
  afterEach(() => {
    EVENT_STREAM.heartbeatMs = saved
  })

  /** Opens the event stream; `closed(ms)` is true once the server ended it. */
  async function open(cookie: string) {
    const res = await a.app.request(`${W}/events`, { headers: { cookie } })
    expect(res.status).toBe(200)
    const reader = res.body!.getReader()
    const dec = new TextDecoder()
    let text = ''
    let done = false
    const pump = (async () => {
      for (;;) {
        const r = await reader.read().catch(() => ({ done: true, value: undefined }))
        if (r.done) {
          done = true
          return
        }
        text += dec.decode(r.value)
      }
    })()
    const waitFor = async (pred: () => boolean, ms: number) => {
      const end = Date.now() + ms
      while (!pred() && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
      return pred()
    }
    await waitFor(() => /connected/.test(text), 2000)
    return {
      text: () => text,
      closed: (ms: number) => waitFor(() => done, ms),
      cancel: async () => {
        await reader.cancel().catch(() => {})
        await pump
      },
    }
  }

  it('an open event stream closes at logout, at a password reset, and at the next heartbeat when the session ends elsewhere or expires', async () => {
    const s = await session('front@willow.test')
    const stream = await open(s.cookie)
    expect(await stream.closed(200)).toBe(false)
    expect((await a.post(`${W}/logout`, {}, s)).status).toBe(200)
    expect(await stream.closed(2000)).toBe(true)
    // No lead id reaches a stream after its session ended (what it had before, e.g. an earlier test's leads, is not counted).
    const beforeEnd = stream.text().length
    await t.db.transaction((tx) =>
      storeSubmission(tx, 'health', 'willow', { ...validPet(), owner_name: 'After Logout' }, clock.now(), {
        graceMs: 600_000,
        clinics: a.deps.clinics,
      }),
    )
    await new Promise((r) => setTimeout(r, 200))
    expect(stream.text().slice(beforeEnd)).not.toMatch(/event: lead/)

    // A password reset ends every session of the account, and their streams.
    const r1 = await open((await session('front@willow.test')).cookie)
    expect((await a.post('/api/user/recover_password', { email: 'front@willow.test' })).status).toBe(200)
    const [mail] = await t.db.query<{ text_body: string }>(
      "SELECT text_body FROM outbox WHERE to_addr = 'front@willow.test' ORDER BY created_at DESC",
    )
    const verified = await a.post('/api/user/verify_code', { email: 'front@willow.test', code: /\b(\d{6})\b/.exec(mail!.text_body)![1] })
    expect(
      (
        await a.patch('/api/user/password', {
          email: 'front@willow.test',
          password: 'New-password-2',
          reset_token: verified.json.content.reset_token,
        })
      ).status,
    ).toBe(200)
    expect(await r1.closed(2000)).toBe(true)

    // Ended by another process (or the user removed), or expired: found at the next heartbeat.
    EVENT_STREAM.heartbeatMs = 50
    const other = await session('owner@willow.test')
    const r2 = await open(other.cookie)
    expect(await r2.closed(300)).toBe(false)
    await t.db.query('DELETE FROM sessions WHERE id_hash = $1', [sha256(decodeURIComponent(other.cookie.split('=')[1]!))])
    expect(await r2.closed(2000)).toBe(true)
    const r3 = await open((await session('owner@willow.test')).cookie)
    expect(await r3.closed(300)).toBe(false)
    clock.advance(8 * DAY)
    expect(await r3.closed(2000)).toBe(true)
  })
})

describe('login limits stop guessing, not owners', () => {
  it("an attacker's wrong passwords from another address never lock the owner out; past the account's ceiling a captcha lets the owner in", async () => {
    const owner = from('198.51.100.1')
    for (let i = 0; i < LOGIN_FAILURES_PER_PAIR[0]; i++)
      expect((await loginAttempt(a, 'owner@willow.test', `guess-${i}`, from('203.0.113.9'))).status).toBe(401)
    // The attacker's own address is slowed, even with the right password...
    const slowed = await loginAttempt(a, 'owner@willow.test', PASSWORD, from('203.0.113.9'))
    expect(slowed.status).toBe(429)
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0)
    // ...the owner, from theirs, is not.
    expect((await loginAttempt(a, 'owner@willow.test', PASSWORD, owner)).status).toBe(200)
    // Successes never count: the owner logs in as often as they like.
    for (let i = 0; i < LOGIN_FAILURES_PER_PAIR[0] + 2; i++)
      expect((await loginAttempt(a, 'owner@willow.test', PASSWORD, owner)).status).toBe(200)

    // Guessing spread over many addresses reaches the account's ceiling: every login then needs a
    // solved captcha, which slows each guess but lets the owner in.
    let n = LOGIN_FAILURES_PER_PAIR[0]
    for (let ip = 10; n < LOGIN_FAILURES_PER_ACCOUNT[0]; ip++) {
      for (let i = 0; i < LOGIN_FAILURES_PER_PAIR[0] && n < LOGIN_FAILURES_PER_ACCOUNT[0]; i++, n++)
        expect((await loginAttempt(a, 'owner@willow.test', `g${n}`, from(`203.0.113.${ip}`))).status).toBe(401)
    }
    const asked = await loginAttempt(a, 'owner@willow.test', PASSWORD, owner)
    expect(asked.status).toBe(403)
    expect(asked.json.content).toHaveProperty('captcha')
    const solved = await loginAttempt(a, 'owner@willow.test', PASSWORD, { ...owner, 'x-captcha': await a.captcha() })
    expect(solved.status).toBe(200)
    // Another account is untouched.
    expect((await loginAttempt(a, 'front@willow.test', PASSWORD, owner)).status).toBe(200)

    // Tries are counted before they run: guesses sent all at once cannot slip past the limit.
    const burst = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_PAIR[0] + 5 }, (_, i) =>
        loginAttempt(a, 'front@pleasanton.test', `p${i}`, from('192.0.2.50')),
      ),
    )
    expect(burst.filter((r) => r.status === 401)).toHaveLength(LOGIN_FAILURES_PER_PAIR[0])
    expect(burst.filter((r) => r.status === 429)).toHaveLength(5)
  }, 120_000) // some 45 scrypt hashes: seconds alone, more on a busy machine
})
