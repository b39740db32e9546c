import { describe, expect, it } from 'vitest'
import { visitNote } from './visitNote'

describe('visitNote', () => {
  it("writes the visit's time as the booking e-mail does, on the clinic's clock with its zone named, not as an ISO instant", () => {
    const start = Date.parse('2026-11-28T18:30:00Z')
    expect(visitNote('Vaccination visit', start, 'America/Los_Angeles')).toBe('Vaccination visit, Saturday, November 28 at 10:30 AM PST')
    expect(visitNote('Vaccination visit', start, 'America/New_York', { moved: true })).toBe(
      'Vaccination visit, moved to Saturday, November 28 at 1:30 PM EST',
    )
  })
})
