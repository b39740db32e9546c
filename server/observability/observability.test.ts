import { mkdtempSync, rmSync } from 'node:fs'
import nodemailer from 'nodemailer'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { openDb } from '../db/openDb'
import { sendDueMail } from '../jobs/sendDueMail'
import { freePort } from '../testing/freePort'
import { validPet } from '../testing/payloads'
import { makeTestApp } from '../testing/testApp'
import { testClock } from '../testing/testClock'
import { withTestDbAndSink, type SmtpSink, type TestDb } from '../testing/withTestDb'
import { heartbeats } from './heartbeats'

// The real engine, except on the owner's words TRIAGE-CRASH, where it throws as a bug would.
vi.mock('../triage/triage', async (importOriginal) => {
  const real = await importOriginal<typeof import('../triage/triage')>()
  return {
    ...real,
    triage: (input: Parameters<typeof real.triage>[0]) => {
      if (input.text.includes('TRIAGE-CRASH')) throw new Error('engine bug')
      return real.triage(input)
    },
  }
})

let t: TestDb
let sink: SmtpSink
withTestDbAndSink((d, s) => {
  t = d
  sink = s
})
const app = (over: Parameters<typeof makeTestApp>[2] = {}) => makeTestApp(t.db, t.dataDir, over)

describe('logs', () => {
  it('a triage that throws stores the lead as soon, never routine, and logs the error with the lead id', async () => {
    const a = app()
    const res = await a.post('/api/pet', { ...validPet(), additional_info: 'TRIAGE-CRASH he is limping' })
    expect(res.status).toBe(201)
    const id = res.json.content._id as string
    const [row] = await t.db.query<{ urgency: string }>('SELECT urgency FROM submissions WHERE id = $1', [id])
    expect(row!.urgency).toBe('soon')
    const line = a.logged().find((l) => l.msg.startsWith('triage failed'))
    expect(line).toMatchObject({ level: 50, leadId: id, err: { message: 'engine bug', stack: expect.stringContaining('engine bug') } })
  })

  it('a route that throws answers a 500 envelope and logs message, stack and the request id', async () => {
    const a = app()
    a.deps.photos = {
      ...a.deps.photos,
      get: () => Promise.reject(new Error('photo store unreachable')),
    }
    const res = await a.get('/api/uploads/abcdefghijklmnopqrstuvwx.jpg')
    expect(res.status).toBe(500)
    expect(res.json).toEqual({ success: false, content: { _: 'Internal error' } })
    expect(res.text).not.toContain('unreachable')
    const reqId = res.headers.get('x-request-id')
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/)
    const line = a.logged().find((l) => l.level === 50)
    expect(line).toMatchObject({
      reqId,
      msg: 'request failed',
      status: 500,
      route: '/api/uploads/:name',
      err: { message: 'photo store unreachable', stack: expect.stringContaining('photo store unreachable') },
    })
  })

  it('keeps a safe incoming x-request-id and replaces an unsafe one', async () => {
    const a = app()
    const kept = await a.get('/healthz', { 'x-request-id': 'lb-7f3a.42_x' })
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42_x')
    const replaced = await a.get('/healthz', { 'x-request-id': 'a'.repeat(65) })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const forged = await a.get('/healthz', { 'x-request-id': '<script>' })
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(a.logs.join('\n')).not.toContain('<script>')
    expect(a.logged().map((l) => l.reqId)).toContain('lb-7f3a.42_x')
  })
})

describe('health', () => {
  it('/healthz and /readyz answer 200, uncached, outside the API base', async () => {
    const a = app()
    const health = await a.get('/healthz')
    expect(health.status).toBe(200)
    expect(health.json).toEqual({ status: 'ok' })
    expect(health.headers.get('cache-control')).toBe('no-store')
    const ready = await a.get('/readyz')
    expect(ready.status).toBe(200)
    expect(ready.json).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', loops: 'ok' } })
    expect(ready.headers.get('cache-control')).toBe('no-store')
  })

  it('/readyz is 503 naming the loop that stopped running, and 200 again once it runs', async () => {
    const clock = testClock()
    const beats = heartbeats(clock)
    const step = beats.track('mail', 2_000, async () => {})
    const a = app({ clock, heartbeats: beats })
    expect((await a.get('/readyz')).status).toBe(200)
    clock.advance(3 * 2_000 + 5_000 + 1)
    const stale = await a.get('/readyz')
    expect(stale.status).toBe(503)
    expect(stale.json.checks).toMatchObject({ database: 'ok', migrations: 'ok', loops: expect.stringContaining('stale: mail') })
    await step()
    expect((await a.get('/readyz')).status).toBe(200)
  })

  // A fresh embedded database opens in seconds, in minutes on a machine busy with other suites.
  it('/readyz is 503 on an unmigrated database, and names the database once it is closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'petlead-readyz-'))
    const db = await openDb({ dataDir: dir })
    try {
      const a = makeTestApp(db, dir)
      const bare = await a.get('/readyz')
      expect(bare.status).toBe(503)
      expect(bare.json.checks).toMatchObject({ database: 'ok', migrations: expect.stringMatching(/^unreadable/) })
      await db.close()
      const closed = await a.get('/readyz')
      expect(closed.status).toBe(503)
      expect(closed.json.checks.database).toMatch(/^unavailable/)
      expect((await a.get('/healthz')).status).toBe(200)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 240_000)
})

describe('metrics', () => {
  it('are closed to a non-loopback client and to a proxied request, open to loopback', async () => {
    const a = app()
    expect((await a.call('GET', '/metrics', { remote: '203.0.113.9' })).status).toBe(404)
    expect((await a.call('GET', '/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404)
    const open = await a.get('/metrics')
    expect(open.status).toBe(200)
    expect(open.headers.get('content-type')).toContain('text/plain')
    expect(open.text).toContain('petlead_queue_depth{queue="assessment"} 0')
  })

  it('with METRICS_TOKEN, need that bearer token, even from loopback', async () => {
    const a = app({ config: { metricsToken: 's3cret-token' } })
    expect((await a.get('/metrics')).status).toBe(404)
    expect((await a.get('/metrics', { authorization: 'Bearer wrong-token' })).status).toBe(404)
    expect((await a.get('/metrics', { authorization: 's3cret-token' })).status).toBe(404)
    const open = await a.call('GET', '/metrics', { remote: '203.0.113.9', headers: { authorization: 'Bearer s3cret-token' } })
    expect(open.status).toBe(200)
    expect(open.text).toContain('petlead_leads_stored_total')
  })

  it('count a stored lead, queue its assessment, and time the call by route pattern', async () => {
    const a = app()
    expect((await a.get('/metrics')).text).not.toMatch(/petlead_leads_stored_total\{kind="health"\}/)
    expect((await a.post('/api/pet', validPet())).status).toBe(201)
    const text = (await a.get('/metrics')).text
    expect(text).toContain('petlead_leads_stored_total{kind="health"} 1')
    expect(text).toContain('petlead_queue_depth{queue="assessment"} 1')
    expect(text).toMatch(/petlead_http_request_duration_seconds_count\{method="POST",route="\/api\/pet",status="2xx"\} 1/)
  })

  it("count a failed mail (logged with its lead's id, never the address) and time the owner's acknowledgement from the lead stored", async () => {
    const clock = testClock()
    const a = app({ clock })
    const id = (await a.post('/api/pet', validPet())).json.content._id as string
    const mail = (url: string) =>
      sendDueMail({
        db: t.db,
        clock: a.clock,
        transport: nodemailer.createTransport(url),
        from: 'x@petlead.local',
        log: a.deps.log,
        metrics: a.deps.metrics,
      })
    await mail(`smtp://127.0.0.1:${await freePort()}`)
    let text = (await a.get('/metrics')).text
    expect(text).toContain('petlead_mail_failures_total{kind="connection"} 1')
    expect(text).not.toMatch(/petlead_acknowledgement_latency_seconds_count\{channel="email"\} [1-9]/)
    const failed = a.logged().find((l) => l.msg === 'mail send failed')
    expect(failed).toMatchObject({ level: 40, leadId: id, kind: 'connection', err: { message: expect.any(String) } })
    expect(JSON.stringify(failed)).not.toContain('ann@example.com')
    // Retried after its backoff: the acknowledgement leaves 90 s after the lead was stored.
    clock.advance(90_000)
    await mail(sink.url)
    text = (await a.get('/metrics')).text
    expect(text).toContain('petlead_acknowledgement_latency_seconds_count{channel="email"} 1')
    expect(text).toContain('petlead_acknowledgement_latency_seconds_sum{channel="email"} 90')
  })
})
