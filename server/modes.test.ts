import { describe, expect, it } from 'vitest'
import { migrate } from './db/migrate'
import { migrations } from './db/migrations'
import { openDb } from './db/openDb'
import { loadConfig } from './loadConfig'
import { DEMO_USER } from './db/demoUser'
import { removeDemoUser } from './recovery/removeDemoUser'
import { REPO_ROOT } from './repoRoot'
import { makeTestApp } from './testing/testApp'
import { withTestDb, type TestDb } from './testing/withTestDb'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { demoHost } from '../demo/demoHost'

let t: TestDb
withTestDb((d) => {
  t = d
})

/** A received recovery-code mail and a lead mail, as the demo SMTP sink would have stored them. */
async function receive() {
  for (const [subject, text] of [
    ['Your PetLead verification code', 'Your verification code is 482913.'],
    ['New lead: Contact message', 'Contact message, reference x'],
  ]) {
    await t.db.query(
      'INSERT INTO received_mail (id, message_id, to_addr, subject, text_body, html_body, received_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [crypto.randomUUID(), `<${crypto.randomUUID()}@t>`, 'demo@petlead.test', subject, text, `<p>${text}</p>`, new Date()],
    )
  }
}

describe('demo outbox', () => {
  it('answers loopback only: a request from another address is refused, codes included', async () => {
    await receive()
    const a = makeTestApp(t.db, t.dataDir, { config: { trustProxy: 0 }, hostPages: demoHost })
    for (const path of ['/outbox', '/outbox.json']) {
      const remote = await a.call('GET', path, { remote: '203.0.113.7' })
      expect(remote.status).toBe(403)
      expect(remote.text).not.toContain('482913')
    }
    const local = await a.call('GET', '/outbox.json', { remote: '127.0.0.1' })
    expect(local.status).toBe(200)
    expect(local.text).toContain('482913')
    // Behind a proxy on this machine, the proxy's loopback socket does not make everyone local.
    const proxied = makeTestApp(t.db, t.dataDir, { config: { trustProxy: 1 }, hostPages: demoHost })
    expect((await proxied.call('GET', '/outbox.json', { remote: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(
      403,
    )
  })

  it('with DEMO_OUTBOX_PUBLIC=1 lists mail to everyone but shows recovery codes to loopback only', async () => {
    await receive()
    const a = makeTestApp(t.db, t.dataDir, { config: { trustProxy: 0, outboxPublic: true }, hostPages: demoHost })
    const list = await a.call('GET', '/outbox.json', { remote: '203.0.113.7' })
    expect(list.status).toBe(200)
    expect(list.text).toContain('reference x')
    expect(list.text).not.toContain('482913')
    const code = (list.json as { id: string; subject: string }[]).find((m) => m.subject.includes('verification'))!
    expect((await a.call('GET', `/outbox/${code.id}`, { remote: '203.0.113.7' })).text).not.toContain('482913')
    expect((await a.call('GET', `/outbox/${code.id}/html`, { remote: '203.0.113.7' })).text).not.toContain('482913')
    expect((await a.call('GET', `/outbox/${code.id}`, { remote: '::1' })).text).toContain('482913')
  })

  it('does not exist in production mode, not even for loopback', async () => {
    await receive()
    const a = makeTestApp(t.db, t.dataDir, { config: { mode: 'production' }, hostPages: demoHost })
    for (const path of ['/outbox', '/outbox.json']) {
      const res = await a.call('GET', path, { remote: '127.0.0.1' })
      expect(res.status).toBe(404)
      expect(res.text).not.toContain('482913')
    }
  })
})

describe('production mode', () => {
  const full = { SERVER_SECRET: 's', ALTCHA_HMAC_KEY: 'k', DATABASE_URL: 'postgres://db/petlead', SMTP_URL: 'smtp://mail:25' }

  it("serves the icon the workspace, its manifest, its alerts and the owner's booking page name, without the demo host", async () => {
    const a = makeTestApp(t.db, t.dataDir, { config: { mode: 'production' } })
    const icon = await a.get('/assets/favicon.svg')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    expect(icon.text).toContain('<svg')
    for (const page of ['/workspace', '/booking']) expect((await a.get(page)).text).toContain('href="/assets/favicon.svg"')
  })

  it('refuses to start without its secrets, database and SMTP, naming each missing variable', () => {
    for (const mode of [{ NODE_ENV: 'production' }, { PETLEAD_MODE: 'production' }]) {
      expect(() => loadConfig({ ...mode }, REPO_ROOT)).toThrow(/SERVER_SECRET, ALTCHA_HMAC_KEY, DATABASE_URL, SMTP_URL/)
      expect(() => loadConfig({ ...mode, ...full, SMTP_URL: '' }, REPO_ROOT)).toThrow(/needs SMTP_URL:/)
      expect(() => loadConfig({ ...mode, ...full, ALTCHA_HMAC_KEY: undefined, DATABASE_URL: '' }, REPO_ROOT)).toThrow(
        /needs ALTCHA_HMAC_KEY, DATABASE_URL:/,
      )
      expect(loadConfig({ ...mode, ...full }, REPO_ROOT)).toMatchObject({ mode: 'production', secret: 's', altchaHmacKey: 'k' })
    }
    // PETLEAD_MODE=demo under NODE_ENV=production is a contradiction, refused rather than one of them winning.
    expect(() => loadConfig({ NODE_ENV: 'production', PETLEAD_MODE: 'demo', SERVER_SECRET: 's' }, REPO_ROOT)).toThrow(
      /name different modes/,
    )
    // The demo still starts with nothing set.
    const dataDir = mkdtempSync(join(tmpdir(), 'petlead-mode-'))
    try {
      expect(loadConfig({ DATA_DIR: dataDir }, REPO_ROOT)).toMatchObject({ mode: 'demo', outboxPublic: false, aiTimeoutMs: 15_000 })
      // A server-side wait for the model never outlasts the widget's 20 s time-out.
      expect(loadConfig({ DATA_DIR: dataDir, AI_TIMEOUT_MS: '25000' }, REPO_ROOT).aiTimeoutMs).toBeLessThan(20_000)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('never seeds the demo user, and removes one an older demo build left', async () => {
    // A fresh database (a private schema when the suite runs on PostgreSQL), migrated as production does.
    const dataDir = mkdtempSync(join(tmpdir(), 'petlead-prod-'))
    const url = process.env.DATABASE_URL
    const schema = url ? `t_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined
    const db = await openDb({ databaseUrl: url, dataDir, schema })
    try {
      await migrate(
        db,
        migrations.filter((m) => !m.demoOnly),
      )
      expect(await db.query('SELECT * FROM users')).toEqual([])
      expect((await db.query<{ id: string }>('SELECT id FROM migrations')).map((r) => r.id)).not.toContain('003_demo_user')
    } finally {
      if (schema) await db.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => {})
      await db.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
    // t.db holds the seeded demo user, as a database first run in demo mode does
    expect(await removeDemoUser(t.db)).toBe(true)
    expect(await t.db.query('SELECT * FROM users WHERE email = $1', [DEMO_USER.email])).toEqual([])
  }, 120_000) // a second database, migrated from scratch: slow on a loaded machine
})
