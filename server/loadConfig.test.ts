import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from './createApp'
import { loadConfig } from './loadConfig'

const dir = mkdtempSync(join(tmpdir(), 'petlead-config-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('captcha key and secrets come from configuration', () => {
  it('demo mode generates the ALTCHA key once in DATA_DIR, so challenges survive a restart', () => {
    const first = loadConfig({ DATA_DIR: dir }, dir)
    const restarted = loadConfig({ DATA_DIR: dir }, dir)
    expect(first.altchaHmacKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(restarted.altchaHmacKey).toBe(first.altchaHmacKey)
    expect(restarted.altchaHmacKey).not.toBe(first.secret)
  })

  it('ALTCHA_HMAC_KEY, when set, is what every process signs with', () => {
    expect(loadConfig({ DATA_DIR: dir, ALTCHA_HMAC_KEY: 'shared-key' }, dir).altchaHmacKey).toBe('shared-key')
    expect(loadConfig({ DATA_DIR: dir, JOB_LEASE_MS: '5000', MAIL_LEASE_MS: '6000' }, dir)).toMatchObject({
      jobLeaseMs: 5000,
      mailLeaseMs: 6000,
    })
  })
})

describe('the mode is read once, strictly, from PETLEAD_MODE and NODE_ENV', () => {
  // What an operator of a real deployment sets: its own secrets, PostgreSQL and SMTP.
  const production = { SERVER_SECRET: 's', ALTCHA_HMAC_KEY: 'k', DATABASE_URL: 'postgres://db/petlead', SMTP_URL: 'smtp://mail:25' }

  it('refuses a NODE_ENV that only looks like a mode (PRODUCTION, Production, spaces) instead of running the demo', () => {
    for (const value of ['PRODUCTION', 'Production', ' production', 'production ', 'Prod', 'DEMO']) {
      expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: value }, dir), value).toThrow(
        /^NODE_ENV=".*" is not a mode: write demo or production exactly/,
      )
      expect(() => loadConfig({ ...production, DATA_DIR: dir, NODE_ENV: value }, dir), value).toThrow(/is not a mode/)
    }
    expect(loadConfig({ ...production, DATA_DIR: dir, NODE_ENV: 'production' }, dir)).toMatchObject({ mode: 'production', seedDemo: false })
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'demo' }, dir)).toMatchObject({ mode: 'demo', seedDemo: true })
    // Other NODE_ENV values are other tools' business and say nothing about the mode.
    for (const value of ['development', 'test', 'staging', ''])
      expect(loadConfig({ DATA_DIR: dir, NODE_ENV: value }, dir), value).toMatchObject({ mode: 'demo', seedDemo: true })
  })

  it('refuses PETLEAD_MODE and NODE_ENV naming different modes, and accepts them agreeing', () => {
    expect(() => loadConfig({ ...production, DATA_DIR: dir, PETLEAD_MODE: 'demo', NODE_ENV: 'production' }, dir)).toThrow(
      'PETLEAD_MODE=demo and NODE_ENV=production name different modes: set one, or make them agree.',
    )
    expect(() => loadConfig({ ...production, DATA_DIR: dir, PETLEAD_MODE: 'production', NODE_ENV: 'demo' }, dir)).toThrow(/different modes/)
    expect(loadConfig({ ...production, DATA_DIR: dir, PETLEAD_MODE: 'production', NODE_ENV: 'production' }, dir).mode).toBe('production')
    expect(loadConfig({ ...production, DATA_DIR: dir, PETLEAD_MODE: 'production', NODE_ENV: 'test' }, dir).mode).toBe('production')
  })

  it('never runs the demo on a database or SMTP server of its own unless PETLEAD_MODE=demo says so', () => {
    for (const own of [{ DATABASE_URL: production.DATABASE_URL }, { SMTP_URL: production.SMTP_URL }, production]) {
      expect(() => loadConfig({ ...own, DATA_DIR: dir }, dir), Object.keys(own).join()).toThrow(
        /set but PETLEAD_MODE is not: set PETLEAD_MODE=production for a real deployment, or PETLEAD_MODE=demo/,
      )
      expect(() => loadConfig({ ...own, DATA_DIR: dir, NODE_ENV: 'development' }, dir)).toThrow(/PETLEAD_MODE is not/)
    }
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/petlead', SMTP_URL: 'smtp://mail:25', DATA_DIR: dir }, dir)).toThrow(
      /^DATABASE_URL and SMTP_URL are set/,
    )
    // Said explicitly, the demo may run on them (a shared demo, the two-process tests).
    expect(loadConfig({ DATABASE_URL: 'postgres://db/petlead', DATA_DIR: dir, PETLEAD_MODE: 'demo' }, dir)).toMatchObject({
      mode: 'demo',
      seedDemo: true,
      databaseUrl: 'postgres://db/petlead',
    })
    // Empty is unset: `npm start` with nothing set is still the demo.
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '', DATA_DIR: dir }, dir)).toMatchObject({ mode: 'demo', seedDemo: true })
  })
})

describe('the attack: NODE_ENV=PRODUCTION on a production database and mail server', () => {
  it('`npm start` refuses before opening anything: no demo start, no database, nothing seeded', async () => {
    const data = mkdtempSync(join(tmpdir(), 'petlead-attack-'))
    try {
      // Port 9 (discard) stands in for the production PostgreSQL: had the start reached it, the
      // failure would be a connection error, and with a reachable one the demo accounts were seeded.
      const env = {
        PATH: process.env.PATH,
        NODE_ENV: 'PRODUCTION',
        SERVER_SECRET: 'prod-secret',
        ALTCHA_HMAC_KEY: 'prod-altcha',
        DATABASE_URL: 'postgres://petlead@127.0.0.1:9/petlead',
        SMTP_URL: 'smtp://127.0.0.1:9',
        DATA_DIR: data,
        PORT: '0',
      }
      const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'demo/start.ts')], {
        env,
        cwd: REPO_ROOT,
      }).then(
        () => ({ code: 0, stdout: '', stderr: '' }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      )
      expect(run.code).toBe(1)
      expect(run.stderr).toContain('NODE_ENV="PRODUCTION" is not a mode: write demo or production exactly')
      expect(run.stdout).not.toContain('PetLead demo')
      expect(readdirSync(data)).toEqual([])
    } finally {
      rmSync(data, { recursive: true, force: true })
    }
  }, 60_000)
})
