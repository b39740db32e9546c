import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminToken } from './clinics/adminToken'
import { DEMO_CLINICS_FILE, seedDemoClinics } from './clinics/seedDemoClinics'
import { REPO_ROOT } from './repoRoot'
import type { ServerConfig } from './deps'
import { validLowCost } from './testing/payloads'
import { makeTestApp } from './testing/testApp'
import { testClock } from './testing/testClock'
import { withTestDb, type TestDb } from './testing/withTestDb'
import type { Resolver } from './webhooks/resolver'
import { seedDemoAccounts } from './workspace/seedDemoAccounts'
import { staffSession } from './testing/demoWorkspace'

/**
 * The smaller doors of the attacker's review: the admin import reads no server path (and says
 * nothing about which exist), fetches logo URLs under the webhook address rules; /form_low_cost
 * routes to a named clinic only with a captcha; the webhook address check refuses the IPv6 forms
 * that carry an IPv4 address and the trailing-dot spelling of localhost.
 */
let t: TestDb
withTestDb((d) => {
  t = d
})

const demo = JSON.parse(readFileSync(DEMO_CLINICS_FILE, 'utf8')) as Array<Record<string, unknown>>
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>Fetched logo</title></svg>'

function app(config: Partial<ServerConfig> = {}, resolve?: Resolver) {
  const a = makeTestApp(t.db, t.dataDir, { clock: testClock(), config })
  if (resolve) a.deps.resolveHost = resolve
  const admin = (rows: unknown) =>
    a.call('PUT', '/api/admin/clinics', { json: rows, headers: { authorization: `Bearer ${adminToken('test-secret')}` } })
  return { ...a, admin }
}
const row = (logo: string) => ({ ...demo[0], logo })

describe('the admin import never reads a server path', () => {
  it('refuses absolute and relative paths with one message whether the file exists or not, and writes nothing', async () => {
    const a = app()
    const answers = []
    for (const logo of [
      '/etc/passwd',
      '/no/such/file.svg',
      join(REPO_ROOT, 'demo/public/assets/logos/willow.svg'),
      'public/assets/logos/willow.svg',
      'file:///etc/hostname',
    ]) {
      const r = await a.admin([row(logo)])
      expect(r.status).toBe(400)
      answers.push(JSON.stringify(r.json.content))
    }
    // No oracle: an existing file and a missing one get the same answer.
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]).toContain('Must be a data: URL or an http(s) URL')
    expect(await t.db.query('SELECT id FROM clinics')).toEqual([])
    // Bytes inlined by the CLI are accepted.
    expect((await a.admin([row(`data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`)])).status).toBe(200)
  })

  it('fetches a logo URL under the webhook rules: private and metadata addresses refused, a public one fetched', async () => {
    const prod = app({ mode: 'production' }, async (host) => [
      { address: host === 'metadata.example.com' ? '169.254.169.254' : '10.0.0.5', family: 4 },
    ])
    for (const logo of [
      'https://10.0.0.5/logo.svg',
      'https://metadata.example.com/logo.svg',
      'https://[::1]/logo.svg',
      'https://localhost./logo.svg',
      'http://logos.example.com/logo.svg',
    ]) {
      const r = await prod.admin([row(logo)])
      expect(r.status, logo).toBe(400)
      expect(r.json.content[0]).toMatchObject({ row: 1, field: 'logo', message: expect.stringMatching(/Cannot fetch the logo: refused/) })
    }
    expect(await t.db.query('SELECT id FROM clinics')).toEqual([])
    // A receiver on loopback stands for a public host (the demo's WEBHOOK_ALLOW_LOOPBACK).
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/svg+xml' })
      res.end(SVG)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    try {
      const local = app({ webhookAllowLoopback: true })
      const r = await local.admin([row(`http://127.0.0.1:${(server.address() as AddressInfo).port}/logo.svg`)])
      expect(r.status).toBe(200)
      const logo = await local.get(`/api/clinics/${String(demo[0]!.id)}/logo`)
      expect(logo.text).toContain('Fetched logo')
    } finally {
      server.close()
    }
  })
})

describe('/form_low_cost names a clinic only with a captcha', () => {
  it('refuses clinic_id without a captcha (403, nothing stored); accepts it with one, and the request without clinic_id as before', async () => {
    await seedDemoClinics(t.db, new Date())
    const a = app()
    const before = await t.db.query('SELECT id FROM submissions')
    const refused = await a.post('/api/form_low_cost', { ...validLowCost(), analizeAi: false, clinic_id: 'willow' }, { 'x-captcha': '' })
    expect(refused.status).toBe(403)
    expect(refused.json.content.captcha).toBeTruthy()
    expect(await t.db.query('SELECT id FROM submissions')).toEqual(before)
    const withCaptcha = await a.post(
      '/api/form_low_cost',
      { ...validLowCost(), analizeAi: false, clinic_id: 'willow' },
      { 'x-captcha': await a.captcha() },
    )
    expect(withCaptcha.status).toBe(201)
    expect((await a.post('/api/form_low_cost', { ...validLowCost(), analizeAi: false })).status).toBe(201)
    // The OpenAPI document says so.
    const doc = (await a.get('/api/openapi.json')).json
    expect(JSON.stringify(doc.paths['/form_low_cost'].post.parameters ?? [])).toContain('Captcha')
  })
})

describe('the webhook address check', () => {
  it('refuses 6to4, NAT64, IPv4-mapped and IPv4-translated addresses and trailing-dot localhost names at save', async () => {
    await seedDemoClinics(t.db, new Date())
    await seedDemoAccounts(
      t.db,
      demo.map((c) => String(c.id)),
      new Date(),
    )
    // A resolver that knows none of these names: a name that does not resolve is otherwise accepted.
    const prod = app({ mode: 'production' }, async () => [])
    const as = await staffSession(prod, 'owner@willow.test')
    for (const url of [
      'https://[2002:a00:1::1]/in',
      'https://[2002:808:808::1]/in', // 6to4 of 10.0.0.1 and of a public address
      'https://[64:ff9b::a00:1]/in',
      'https://[64:ff9b::808:808]/in', // NAT64
      'https://[::ffff:10.0.0.1]/in',
      'https://[::ffff:8.8.8.8]/in',
      'https://[::ffff:0:a00:1]/in', // IPv4-mapped and -translated
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/in', // Teredo
      'https://localhost./in',
      'https://LOCALHOST../in',
      'https://api.localhost./in',
    ]) {
      const r = await prod.post('/api/workspace/webhooks', { url, events: ['lead.created'] }, as)
      expect([url, r.status]).toEqual([url, 400])
    }
    expect((await prod.get('/api/workspace/webhooks', as)).json.content.items).toEqual([])
    expect((await prod.post('/api/workspace/webhooks', { url: 'https://hooks.example.com/in', events: ['lead.created'] }, as)).status).toBe(
      201,
    )
  })
})
