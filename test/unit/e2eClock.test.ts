import { describe, expect, it } from 'vitest'
import { lastTuesdayMorning } from '../e2e/support/e2eClock'

const la = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', dateStyle: 'full', timeStyle: 'short' }).format(d)

describe("the end-to-end servers' clock starts on the latest Tuesday 10:00 in Los Angeles", () => {
  it('in winter and in summer time, never after the real clock and at most a week behind it', () => {
    for (const now of [
      '2026-11-27T17:00:00Z',
      '2026-11-24T17:59:00Z',
      '2026-11-24T18:00:00Z',
      '2027-07-01T00:00:00Z',
      '2027-03-16T12:00:00Z',
    ]) {
      const start = lastTuesdayMorning(new Date(now))
      expect(la(start), now).toMatch(/^Tuesday, .* at 10:00 AM$/)
      expect(start.getTime(), now).toBeLessThanOrEqual(Date.parse(now))
      expect(Date.parse(now) - start.getTime(), now).toBeLessThan(7 * 86_400_000)
    }
    expect(lastTuesdayMorning(new Date('2026-11-27T17:00:00Z')).toISOString()).toBe('2026-11-24T18:00:00.000Z')
    expect(lastTuesdayMorning(new Date('2027-07-01T00:00:00Z')).toISOString()).toBe('2027-06-29T17:00:00.000Z')
  })
})
