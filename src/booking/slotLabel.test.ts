import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { en } from '../text/en'
import { es } from '../text/es'
import { slotLabel, zonedDay } from './slotLabel'

// 23:30 in California on Tuesday 24 November, already Wednesday in UTC.
const now = new Date('2026-11-25T07:30:00Z')
const LA = 'America/Los_Angeles'
// The owner's browser is in California, whatever the machine running the test says.
const zone = process.env.TZ
beforeEach(() => {
  process.env.TZ = LA
})
afterEach(() => {
  if (zone === undefined) delete process.env.TZ
  else process.env.TZ = zone
})

describe('slotLabel', () => {
  it("names the day on the clinic's clock, whatever the owner's zone", () => {
    expect(zonedDay(now, LA)).toBe('2026-11-24')
    expect(slotLabel('2026-11-24T23:45:00-08:00', LA, now, 'en', en.booking)).toEqual({ day: 'today', time: '11:45 PM' })
    expect(slotLabel('2026-11-25T09:00:00-08:00', LA, now, 'en', en.booking)).toEqual({ day: 'tomorrow', time: '9:00 AM' })
    expect(slotLabel('2026-11-26T10:15:00-08:00', LA, now, 'en', en.booking)).toEqual({ day: 'Thu, Nov 26', time: '10:15 AM' })
  })

  it('in Spanish', () => {
    expect(slotLabel('2026-11-25T16:30:00-08:00', LA, now, 'es', es.booking)).toEqual({ day: 'mañana', time: '16:30' })
    expect(slotLabel('2026-11-26T10:15:00-08:00', LA, now, 'es', es.booking).day).toMatch(/^jue/)
  })

  it("another zone's clinic: at 23:30 in California it is already Wednesday in New York, and its zone is named", () => {
    expect(slotLabel('2026-11-25T16:30:00-05:00', 'America/New_York', now, 'en', en.booking)).toEqual({ day: 'today', time: '4:30 PM EST' })
  })
})
