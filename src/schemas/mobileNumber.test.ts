import { describe, expect, it } from 'vitest'
import { mobileNumber } from './mobileNumber'

describe('mobileNumber', () => {
  it('keeps what staff type as E.164, North American numbers without their +1', () => {
    expect(mobileNumber('(925) 555-0123')).toBe('+19255550123')
    expect(mobileNumber('925.555.0123')).toBe('+19255550123')
    expect(mobileNumber('1 925 555 0123')).toBe('+19255550123')
    expect(mobileNumber(' +44 7700 900123 ')).toBe('+447700900123')
  })
  it('refuses what no text message can reach', () => {
    for (const typed of ['', '555-01', '+0 123 456 789', '+1234567890123456', 'call me', '925-555-0123 ext 4'])
      expect(mobileNumber(typed), typed).toBeUndefined()
  })
})
