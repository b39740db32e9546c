import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../loadConfig'
import { smsCountries } from './smsCountries'

const dir = mkdtempSync(join(tmpdir(), 'petlead-sms-config-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('SMS_COUNTRIES', () => {
  it('is US and CA unless set; a list is read as two-letter codes in any case and spacing', () => {
    expect(smsCountries(undefined)).toEqual(['US', 'CA'])
    expect(smsCountries(' ')).toEqual(['US', 'CA'])
    expect(smsCountries('us, ca ,GB')).toEqual(['US', 'CA', 'GB'])
  })

  it('stops the server on a code that is not a country, rather than silently texting nobody', () => {
    expect(() => smsCountries('USA,CA')).toThrow('SMS_COUNTRIES: "USA" is not a two-letter country code')
    expect(() => smsCountries('US,XX')).toThrow('"XX"')
  })

  it('reaches the server configuration with SMS_HOURLY_LIMIT and SMS_CALLER_HOURLY_LIMIT (200 and 10 unless positive whole numbers)', () => {
    const env = { DATA_DIR: dir, SERVER_SECRET: 's', ALTCHA_HMAC_KEY: 'k' }
    expect(loadConfig({ ...env, SMS_COUNTRIES: 'US', SMS_HOURLY_LIMIT: '50' }, dir)).toMatchObject({
      smsCountries: ['US'],
      smsHourlyLimit: 50,
    })
    expect(loadConfig({ ...env, SMS_HOURLY_LIMIT: 'lots', SMS_CALLER_HOURLY_LIMIT: '-1' }, dir)).toMatchObject({
      smsCountries: ['US', 'CA'],
      smsHourlyLimit: 200,
      smsCallerHourlyLimit: 10,
    })
  })
})
