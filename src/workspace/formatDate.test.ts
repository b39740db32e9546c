import { describe, expect, it } from 'vitest'
import { formatDay } from './formatDate'

describe('formatDay', () => {
  it('writes a week as people write a day, never as its ISO key, on that very day whatever the zone', () => {
    // In the default locale, en-US; read in UTC, where a local reading west of UTC would say June 14.
    expect(formatDay('2026-06-15')).toBe('Jun 15')
    expect(formatDay('2026-06-15', true)).toBe('Jun 15, 2026')
    // Anything else the server might key a bucket by is shown as it is.
    expect(formatDay('week 3')).toBe('week 3')
  })
})
