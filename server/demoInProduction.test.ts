import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from './repoRoot'
import { loadConfig } from './loadConfig'
import { DemoDataInProduction, PURGE_DEMO_COMMAND } from './db/demoData'
import { DEMO_USER } from './db/demoUser'
import { startServer } from './startServer'

/**
 * Demo data never reaches production: a database seeded by a demo start holds accounts whose
 * password is in the README and partners whose lead addresses are the demo's. Production refuses
 * to start beside them, naming them and the command that removes them; after that command it
 * starts, and the demo password opens nothing.
 */
const dir = mkdtempSync(join(tmpdir(), 'petlead-demo-prod-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const PUBLIC = 'http://petlead.test'
// The embedded database in `dir` (DATABASE_URL cleared so the suite's PostgreSQL run uses it too).
const env = { DATA_DIR: dir, PORT: '0', PUBLIC_URL: PUBLIC, DATABASE_URL: '' }

describe('PETLEAD_MODE is parsed strictly', () => {
  it('stops on a value that is not exactly demo or production, saying which are', () => {
    for (const value of ['Production', 'PRODUCTION', 'prod', 'production ', 'staging']) {
      expect(() => loadConfig({ ...env, PETLEAD_MODE: value }, REPO_ROOT), value).toThrow(/is not a mode: use demo or production/)
    }
    expect(loadConfig({ ...env, PETLEAD_MODE: 'demo' }, REPO_ROOT).mode).toBe('demo')
    expect(loadConfig({ ...env, NODE_ENV: 'development' }, REPO_ROOT).mode).toBe('demo')
  })
})

describe('a production start on a database seeded in demo mode', () => {
  it('refuses, naming the demo accounts, clinics and purge-demo; after the purge it starts and the demo password is refused', async () => {
    const demo = await startServer(loadConfig(env, REPO_ROOT), { log: () => {} })
    await demo.stop()

    const production = { ...loadConfig(env, REPO_ROOT), mode: 'production' as const, seedDemo: false }
    const refused = await startServer(production, { log: () => {} }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(refused).toBeInstanceOf(DemoDataInProduction)
    const message = (refused as Error).message
    for (const name of [
      'owner@willow.test',
      'front@willow.test',
      'front@pleasanton.test',
      'owner@pleasanton.test',
      'willow',
      'pleasanton',
      PURGE_DEMO_COMMAND,
    ])
      expect(message).toContain(name)
    // The network demo account is removed at a production start (its password still opens it), so never named.
    expect(message).not.toContain(DEMO_USER.email)

    // The command the message names, as an operator would run it.
    const purged = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'server/cli/clinics.ts'), 'purge-demo'],
      {
        env: { ...process.env, ...env, PORT: '9' },
        cwd: REPO_ROOT,
      },
    )
    expect(purged.stdout).toContain('owner@willow.test')
    expect(purged.stdout).toMatch(/Removed 12 demo clinics/)

    const running = await startServer(production, { log: () => {} })
    try {
      const login = await fetch(`${running.url}/api/workspace/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PUBLIC },
        body: JSON.stringify({ email: 'owner@willow.test', password: DEMO_USER.password }),
      })
      expect(login.status).toBe(401)
      expect(await running.deps.db.query("SELECT email FROM users WHERE email LIKE '%.test'")).toEqual([])
      expect(await running.deps.db.query('SELECT id FROM clinics')).toEqual([])
    } finally {
      await running.stop()
    }
  }, 180_000)
})
