import { describe, expect, it } from 'vitest'
import { formatDay, formatHour } from './formatDate'

describe('formatDay', () => {
  it('writes a week as people write a day, never as its ISO key, on that very day whatever the zone', () => {
    // In the default locale, en-US; read in UTC, where a local reading west of UTC would say June 14.
    expect(formatDay('2026-06-15')).toBe('Jun 15')
    expect(formatDay('2026-06-15', true)).toBe('Jun 15, 2026')
    // Anything else the server might key a bucket by is shown as it is.
    expect(formatDay('week 3')).toBe('week 3')
  })
})

describe('formatHour', () => {
  it('writes an hour of the day as every other time in the workspace, 12-hour in en-US, never "01:00"', () => {
    expect([0, 1, 12, 13, 23].map(formatHour)).toEqual(['12 AM', '1 AM', '12 PM', '1 PM', '11 PM'])
  })
})
