import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
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
