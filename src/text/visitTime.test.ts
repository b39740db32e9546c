import { afterEach, describe, expect, it } from 'vitest'
import { visitTime } from './visitTime'

const LA = 'America/Los_Angeles'
// Saturday 28 November 2026, 10:00 in Los Angeles; and a July morning (daylight time).
const winter = '2026-11-28T18:00:00Z'
const summer = new Date('2026-07-04T16:05:00Z')
const zone = process.env.TZ
afterEach(() => {
  if (zone === undefined) delete process.env.TZ
  else process.env.TZ = zone
})

describe('visitTime', () => {
  it('reads 12-hour in English and 24-hour in Spanish, on the clinic’s clock', () => {
    expect(visitTime(winter, LA, 'en', false, LA)).toBe('10:00 AM')
    expect(visitTime('2026-11-28T21:30:00Z', LA, 'en', false, LA)).toBe('1:30 PM')
    expect(visitTime('2026-11-28T21:30:00Z', LA, 'es', false, LA)).toBe('13:30')
    expect(visitTime(summer, LA, 'en', true, LA)).toBe('Saturday, July 4 at 9:05 AM')
    expect(visitTime(summer, LA, 'es', true, LA)).toBe('sábado, 4 de julio, 09:05')
  })

  it('names the clinic’s zone when the reader is elsewhere, or unknown (an e-mail, a text)', () => {
    expect(visitTime(winter, LA, 'en', true, 'America/New_York')).toBe('Saturday, November 28 at 10:00 AM PST')
    expect(visitTime(summer, LA, 'en', false, '')).toBe('9:05 AM PDT')
    expect(visitTime(winter, LA, 'es', true, '')).toBe('sábado, 28 de noviembre, 10:00 PST')
  })

  it('takes the reader’s zone from the browser by default', () => {
    process.env.TZ = 'America/New_York'
    expect(visitTime(winter, LA, 'en')).toBe('10:00 AM PST')
    process.env.TZ = LA
    expect(visitTime(winter, LA, 'en')).toBe('10:00 AM')
  })
})
