import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from './db/migrations'
import { RATE_LIMITS } from './http/limits'
import { startFakeModel } from './testing/cluster/fakeModel'
import { startRoundRobinProxy, type RoundRobinProxy } from './testing/cluster/roundRobinProxy'
import { scratchDatabase } from './testing/cluster/scratchDatabase'
import { spawnServer, spawnServers, type ServerProcess } from './testing/cluster/serverProcess'
import { jsonOrUndefined } from './testing/jsonOrUndefined'
import { until } from './testing/until'
import { startSmtpCounter, type SmtpCounter } from './testing/cluster/smtpCounter'
import { startTwilioCounter, type TwilioCounter } from './testing/cluster/twilioCounter'
import { validPet } from './testing/payloads'
import { samples } from './testing/samples'
import { paysProof, solvedCaptcha } from './testing/solvedCaptcha'

/**
 * Several server processes for real: three `server/main.ts` servers on one PostgreSQL (a fresh
 * database on the server DATABASE_URL names), the same configuration, one shared SMTP sink, one
 * Twilio API double and a fake model, behind a round-robin proxy. Runs in `npm run test:pg` (it needs a PostgreSQL server:
 * PGlite is one process by design).
 */
const SERVER = process.env.DATABASE_URL
const SUBMISSIONS = 300
const CONCURRENCY = 10
const OWNER_SUBJECT = /^Your PetLead assessment for /
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn()
}, 30_000)

// Answers are read field by field in the checks; typing every envelope would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

/** POSTs `body` as JSON; a create gets a proof solved at the same address, as the widget sends, unless `headers` name one. */
async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: Json }> {
  try {
    const { origin, pathname } = new URL(url)
    const proof: Record<string, string> =
      !('x-captcha' in headers) && paysProof('POST', pathname) ? { 'x-captcha': await solvedCaptcha(origin) } : {}
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...proof, ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    })
    return { status: res.status, json: jsonOrUndefined(await res.text()) }
  } catch {
    return { status: 0, json: undefined } // connection lost: not acknowledged
  }
}

/** A valid US mobile number of its own for submission `n` (digits only, as an owner types it). */
const mobileOf = (n: number) => String(9255550000 + n)

describe('three processes on one PostgreSQL behind a round-robin proxy', () => {
  let dbUrl: string
  let db: pg.Pool
  let proxy: RoundRobinProxy
  let smtp: SmtpCounter
  let twilio: TwilioCounter
  let model: Awaited<ReturnType<typeof startFakeModel>>
  let env: Record<string, string>
  const procs: ServerProcess[] = []
  const t0 = Date.now()
  const dataDir = mkdtempSync(join(tmpdir(), 'petlead-cluster-'))

  beforeAll(async () => {
    const scratch = await scratchDatabase(SERVER!, 'petlead_cluster')
    cleanups.push(() => scratch.drop())
    dbUrl = scratch.url
    db = new pg.Pool({ connectionString: dbUrl, max: 2 })
    cleanups.push(() => db.end())
    smtp = await startSmtpCounter()
    cleanups.push(() => smtp.close())
    // A provider's round trip, so a kill can land while a process has a text in flight.
    twilio = await startTwilioCounter(50)
    cleanups.push(() => twilio.close())
    model = await startFakeModel()
    cleanups.push(() => model.close())
    proxy = await startRoundRobinProxy()
    cleanups.push(() => proxy.close())
    cleanups.push(() => Promise.all(procs.map((p) => p.stop('SIGKILL'))))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    // One configuration for all three, as a deployment would have it; only the port and the
    // (unused: nothing is on disk) DATA_DIR differ.
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      SMTP_URL: smtp.url,
      PUBLIC_URL: proxy.url,
      CORS_ORIGINS: proxy.url,
      SERVER_SECRET: 'cluster-test-server-secret',
      ALTCHA_HMAC_KEY: 'cluster-test-altcha-key',
      CAPTCHA_MAX_NUMBER: '1000',
      AI_BASE_URL: model.url,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'fake-model',
      // Short leases, so the work of a killed process is taken over within seconds, not minutes.
      JOB_LEASE_MS: '5000',
      MAIL_LEASE_MS: '6000',
      // Texts go through the real Twilio sender to the double; a killed process's text is checked
      // with the double and settled after this lease. Its provider call times out at a third of it, long enough that a loaded
      // machine's slow answer is not taken for a send cut off by a kill.
      TWILIO_ACCOUNT_SID: 'ACcluster',
      TWILIO_AUTH_TOKEN: 'cluster-test-twilio-token',
      TWILIO_FROM: '+19255550100',
      TWILIO_API_BASE: twilio.url,
      SMS_LEASE_MS: '15000',
      // A submission stored by a process killed before it answered never gets its second call: its
      // lead is assessed after the grace period, here seconds rather than 10 minutes.
      LEAD_GRACE_MS: '3000',
      // Every request comes from this machine through one proxy: the per-address write and owner-mail
      // limits would measure the test, not the cluster. The recovery limit under test stays as shipped.
      TRUST_PROXY: '1',
      WRITE_LIMIT_PER_IP: '100000',
      OWNER_MAIL_DAILY_LIMIT: '100000',
      OWNER_MAIL_HOURLY_LIMIT: '100000',
      OWNER_MAIL_CALLER_HOURLY_LIMIT: '100000',
      HOLD_CALLER_LIMIT: '100000',
      HOLD_CLINIC_LIMIT: '100000',
      SMS_CALLER_HOURLY_LIMIT: '100000',
    }
    // All three at the same moment, on an empty database: the migration race.
    await spawnServers(env, dataDir, procs)
    proxy.backends.push(...procs.map((p) => p.url))
  }, 120_000)

  it('three processes migrating one empty database at the same moment leave one schema and none crashes', async () => {
    for (const p of procs) expect(p.child.exitCode, p.log()).toBeNull()
    const applied = await db.query<{ id: string }>('SELECT id FROM migrations ORDER BY id')
    // Production mode (as here) skips the demo-only migrations.
    expect(applied.rows.map((r) => r.id)).toEqual(
      migrations
        .filter((m) => !m.demoOnly)
        .map((m) => m.id)
        .sort(),
    )
    const tables = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public' AND tablename IN ('jobs', 'outbox', 'photos', 'rate_limits')",
    )
    expect(Number(tables.rows[0]!.n)).toBe(4)
    const lists = await db.query<{ n: string }>("SELECT count(*) AS n FROM reference_items WHERE list = 'dog_breed' AND position = 0")
    expect(Number(lists.rows[0]!.n)).toBe(1) // the seed migration ran once, not three times
  })

  it('a captcha challenge from one process verifies on another, and works once across all three', async () => {
    const [a, b, c] = procs as [ServerProcess, ServerProcess, ServerProcess]
    const header = await solvedCaptcha(a.url)
    const body = { ...validPet(), pet_name: 'Captcha', clinic_id: 'willow-park' }
    expect((await post(`${b.url}/api/pet`, body, { 'x-captcha': header })).status).toBe(201)
    expect((await post(`${c.url}/api/pet`, body, { 'x-captcha': header })).status).toBe(403)
    expect((await post(`${a.url}/api/pet`, body, { 'x-captcha': header })).status).toBe(403)
  })

  it('a recovery limit of N per address holds across the three together (N, not 3N)', async () => {
    const [n] = RATE_LIMITS.recoverPerAddress
    const statuses: number[] = []
    for (let i = 0; i < 3 * n; i++)
      statuses.push((await post(`${proxy.url}/api/user/recover_password`, { email: 'limited@example.com' })).status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(n)
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * n)
  })

  it("a number's text budget holds across the three together: 9 simultaneous leads asking texts to one number, 3 stored and texted, 6 refused with 429 and nothing stored", async () => {
    const number = '9255557777'
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        post(`${proxy.url}/api/pet`, { ...validPet(), pet_name: `Budget${i}`, phone_number: number, sms_consent: true }),
      ),
    )
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429])
    const stored = await db.query<{ n: string }>("SELECT count(*) AS n FROM submissions WHERE data->>'pet_name' LIKE 'Budget%'")
    expect(Number(stored.rows[0]!.n)).toBe(3)
    const queued = await db.query<{ n: string }>('SELECT count(*) AS n FROM sms_messages WHERE to_number = $1', [`+1${number}`])
    expect(Number(queued.rows[0]!.n)).toBe(3)
  })

  it('a photo uploaded through one process is served by the others and reaches the assessment', async () => {
    const [a, b, c] = procs as [ServerProcess, ServerProcess, ServerProcess]
    const form = new FormData()
    form.append('image', new Blob([samples.jpeg() as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'foto.jpg')
    const up = await fetch(`${a.url}/api/file`, { method: 'POST', body: form })
    expect(up.status).toBe(201)
    const photoUrl = ((await up.json()) as { content: string[] }).content[0]!
    expect(photoUrl.startsWith(`${proxy.url}/api/uploads/`)).toBe(true)
    const path = new URL(photoUrl).pathname
    const served = await Promise.all(
      procs.map(async (p) => {
        const res = await fetch(p.url + path)
        return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()).toString('base64') }
      }),
    )
    expect(served.map((s) => s.status)).toEqual([200, 200, 200])
    expect(served.map((s) => s.type)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg'])
    expect(new Set(served.map((s) => s.bytes)).size).toBe(1)

    const created = await post(`${b.url}/api/pet`, { ...validPet(), pet_name: 'Photo', email: 'photo@example.com', image_url: photoUrl })
    expect(created.status).toBe(201)
    expect((await post(`${c.url}/api/pet/message_to_ia/${created.json.content._id}`, {})).status).toBe(202)
    const call = await until('the model to be asked about Photo', () => model.calls.find((x) => x.pet === 'Photo'), 20_000)
    expect(call.photo).toBe(`data:image/jpeg;base64,${served[0]!.bytes}`)
    await until('the owner e-mail for Photo', () => smtp.deliveries.some((d) => d.to === 'photo@example.com'), 20_000)
  })

  it(`${SUBMISSIONS} submissions while processes are SIGKILLed and restarted: each acknowledged one stored once, each e-mail delivered once, each consenting owner's text reaches Twilio exactly once`, async () => {
    const started = Date.now()
    const acked = new Map<number, string>() // submission number → _id the API answered
    const queued = new Set<number>() // its message_to_ia answered 202 (the job exists)
    let kills = 0
    let sent = 0
    let refused = 0
    const killAndRestart = async (i: number) => {
      const victim = procs[i]!
      await victim.stop('SIGKILL')
      kills++
      // Same port, same configuration: what a supervisor (systemd, Kubernetes) does.
      const again = spawnServer({ ...env, DATA_DIR: join(dataDir, `p${i}-restarted-${kills}`) }, victim.port)
      procs[i] = again
      await again.ready(60_000)
    }
    const restarts: Promise<void>[] = []
    const one = async (n: number) => {
      sent++
      if (n === 100) restarts.push(killAndRestart(1))
      if (n === 200) restarts.push(killAndRestart(2))
      // Every other owner gives a mobile number and ticks the text-message box.
      const texts = n % 2 === 0 ? { phone_number: mobileOf(n), sms_consent: true } : {}
      const res = await post(`${proxy.url}/api/pet`, { ...validPet(), pet_name: `Load${n}`, email: `owner${n}@example.com`, ...texts })
      if (res.status !== 201) {
        refused++
        return
      }
      acked.set(n, res.json.content._id)
      // The widget's second call; retried like the widget does when the answer is lost.
      for (let attempt = 0; attempt < 40; attempt++) {
        if ((await post(`${proxy.url}/api/pet/message_to_ia/${res.json.content._id}`, {})).status === 202) {
          queued.add(n)
          return
        }
        await new Promise((r) => setTimeout(r, 250))
      }
    }
    let nextN = 1
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (nextN <= SUBMISSIONS) await one(nextN++)
      }),
    )
    await Promise.all(restarts)
    const sendingDone = Date.now()

    // Every queued job done and every e-mail sent, including what the killed processes held.
    await until(
      'all jobs done and all mail sent',
      async () => {
        const r = await db.query<{ jobs: string; mail: string; texts: string }>(
          "SELECT (SELECT count(*) FROM jobs WHERE status <> 'done') AS jobs, (SELECT count(*) FROM outbox WHERE status <> 'sent') AS mail, " +
            "(SELECT count(*) FROM sms_messages WHERE status = 'queued') AS texts",
        )
        return r.rows[0]!.jobs === '0' && r.rows[0]!.mail === '0' && r.rows[0]!.texts === '0'
      },
      60_000,
      500,
    )
    await new Promise((r) => setTimeout(r, 1_500)) // a moment in which a late duplicate would arrive
    const drained = Date.now()

    const rows = (
      await db.query<{ id: string; pet: string }>(
        "SELECT id, data->>'pet_name' AS pet FROM submissions WHERE data->>'pet_name' LIKE 'Load%'",
      )
    ).rows
    const byPet = new Map<string, string[]>()
    for (const r of rows) byPet.set(r.pet, [...(byPet.get(r.pet) ?? []), r.id])
    const storedTwice = [...byPet.values()].filter((ids) => ids.length > 1).length
    for (const [n, id] of acked) expect(byPet.get(`Load${n}`), `submission ${n}`).toEqual([id])
    expect(storedTwice).toBe(0)
    expect(queued.size).toBe(acked.size)

    // By Message-ID: each logical e-mail (owner assessment, clinic lead) exactly one distinct id.
    let ownerMails = 0
    let leadMails = 0
    let duplicates = 0
    for (const [n, id] of acked) {
      const owner = new Set(
        smtp.deliveries.filter((d) => d.to === `owner${n}@example.com` && OWNER_SUBJECT.test(d.subject)).map((d) => d.messageId),
      )
      const lead = new Set(smtp.deliveries.filter((d) => d.text.includes(`Reference ${id}`)).map((d) => d.messageId))
      expect(owner.size, `owner e-mail of ${n}`).toBe(1)
      expect(lead.size, `lead e-mail of ${n}`).toBe(1)
      ownerMails += owner.size
      leadMails += lead.size
      duplicates += owner.size - 1 + lead.size - 1
    }
    // And the sink has exactly the outbox: every row sent, nothing the database does not know.
    const outbox = (await db.query<{ message_id: string }>('SELECT message_id FROM outbox')).rows.map((r) => r.message_id)
    expect(new Set(smtp.deliveries.map((d) => d.messageId))).toEqual(new Set(outbox))
    const resends = smtp.deliveries.length - smtp.distinct()

    // Texts, by message key. Twilio does not deduplicate, so the queue marks a text 'sending' before
    // the call; a text whose process died after that mark is claimed again once its lease runs out,
    // and the new owner asks the provider (the double's list call) whether it got it: finished with
    // the provider's sid when it did, sent then when it did not. So: every consenting lead has one
    // text, 'sent', whose key reached the double exactly once and whose provider id is the sid the
    // double gave it; and no key reached the double twice, nor any the database does not know.
    const texts = (
      await db.query<{
        id: string
        submission_id: string
        to_number: string
        status: string
        provider_id: string | null
        sending_at: Date | null
      }>('SELECT id, submission_id, to_number, status, provider_id, sending_at FROM sms_messages')
    ).rows
    const textsOf = new Map<string, typeof texts>()
    for (const t of texts) textsOf.set(t.submission_id, [...(textsOf.get(t.submission_id) ?? []), t])
    let textsSent = 0
    let consenting = 0
    for (const [n, id] of acked) {
      const mine = textsOf.get(id) ?? []
      if (n % 2 !== 0) {
        expect(mine, `texts of ${n} (no consent)`).toEqual([])
        continue
      }
      consenting++
      expect(mine, `texts of ${n}`).toHaveLength(1)
      const [text] = mine as [(typeof texts)[number]]
      expect(text.to_number).toBe(`+1${mobileOf(n)}`)
      expect(text.status, `text of ${n}`).toBe('sent')
      expect(twilio.count(text.id), `text of ${n}`).toBe(1)
      expect(text.provider_id, `text of ${n}`).toBe(twilio.posts.find((p) => p.key === text.id)!.sid)
      textsSent++
    }
    expect(textsSent).toBe(consenting)
    // And every text row, a lead's whose answer a kill cut off included, was sent and reached the double once.
    expect(texts.filter((t) => t.status !== 'sent' || twilio.count(t.id) !== 1)).toEqual([])
    const known = new Set(texts.map((t) => t.id))
    const posted = new Map<string, number>()
    for (const p of twilio.posts) posted.set(p.key, (posted.get(p.key) ?? 0) + 1)
    expect([...posted.keys()].filter((k) => !known.has(k))).toEqual([])
    expect([...posted.entries()].filter(([, c]) => c > 1)).toEqual([])
    for (const p of procs) expect(p.child.exitCode, p.log()).toBeNull()

    console.log(
      `[cluster] submissions ${sent}, kills ${kills} (SIGKILL + restart), acknowledged ${acked.size}, refused or cut off ${refused}, ` +
        `stored ${rows.length} (acknowledged stored once: ${acked.size}, stored twice: ${storedTwice}), e-mails delivered ${ownerMails + leadMails} ` +
        `(${ownerMails} owner + ${leadMails} lead; ${smtp.distinct()} distinct Message-IDs in the sink incl. earlier steps), duplicates ${duplicates}, ` +
        `same-Message-ID resends ${resends}; texts to ${consenting} consenting owners: ${textsSent} sent exactly once ` +
        `(${twilio.posts.length} provider calls, none twice; ${twilio.lists()} checks of an interrupted send); sending ${sendingDone - started} ms, drained ${drained - sendingDone} ms later; whole file ${Date.now() - t0} ms`,
    )
  }, 150_000)
})
