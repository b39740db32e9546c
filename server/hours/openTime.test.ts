import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { openingHoursSchema, type OpeningHours } from '../../src/schemas/openingHours'
import { addOpenTime } from './addOpenTime'
import { nextOpening } from './nextOpening'
import { openTimeBetween } from './openTimeBetween'
import { instantAt, localTimeAt } from './zonedTime'

const MIN = 60_000
const HOUR = 60 * MIN
const weekdays = (open: string, close: string) => [[], ...Array.from({ length: 5 }, () => [{ open, close }]), []]
const willow: OpeningHours = { timeZone: 'America/Los_Angeles', week: weekdays('08:00', '18:00'), closures: [] }
const la = (iso: string) => {
  const [d, t] = iso.split('T') as [string, string]
  const [y, m, day] = d.split('-').map(Number) as [number, number, number]
  const [h, mi] = t.split(':').map(Number) as [number, number]
  return instantAt(y, m, day, h, mi, 'America/Los_Angeles')
}
const local = (at: number | null, zone = 'America/Los_Angeles') => {
  const t = localTimeAt(at!, zone)
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')} ${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`
}

describe('open time', () => {
  it('counts a target in open time only: Friday 17:55 plus 15 minutes is Monday 8:10', () => {
    expect(local(addOpenTime(willow, la('2026-11-20T17:55'), 15 * MIN))).toBe('2026-11-23 08:10')
  })

  it('skips closures: with Thanksgiving and the day after closed, Wednesday 17:50 plus 30 minutes is Monday 8:20', () => {
    const hours = { ...willow, closures: [{ from: '2026-11-26', to: '2026-11-27', reason: 'Thanksgiving' }] }
    expect(local(addOpenTime(hours, la('2026-11-25T17:50'), 30 * MIN))).toBe('2026-11-30 08:20')
  })

  it('counts within a day split by a lunch break, in the clinic’s own zone', () => {
    const madrid: OpeningHours = {
      timeZone: 'Europe/Madrid',
      week: Array.from({ length: 7 }, () => [
        { open: '09:00', close: '14:00' },
        { open: '16:00', close: '20:00' },
      ]),
    }
    const at = instantAt(2026, 11, 24, 13, 50, 'Europe/Madrid')
    expect(local(addOpenTime(madrid, at, 30 * MIN), 'Europe/Madrid')).toBe('2026-11-24 16:20')
    expect(openTimeBetween(madrid, at, instantAt(2026, 11, 24, 17, 0, 'Europe/Madrid'))).toBe(70 * MIN)
  })

  it('is the clock for a clinic open around the clock, whatever the zone', () => {
    const always: OpeningHours = { timeZone: 'Asia/Tokyo', week: Array.from({ length: 7 }, () => [{ open: '00:00', close: '24:00' }]) }
    const at = Date.UTC(2026, 10, 24, 13, 7)
    expect(addOpenTime(always, at, 30 * MIN)).toBe(at + 30 * MIN)
    expect(openTimeBetween(always, at, at + 3 * 86_400_000)).toBe(3 * 86_400_000)
  })

  it('knows daylight-saving days: 23 open hours when the clocks go forward, 25 when they go back', () => {
    const always: OpeningHours = {
      timeZone: 'America/Los_Angeles',
      week: Array.from({ length: 7 }, () => [{ open: '00:00', close: '24:00' }]),
    }
    expect(openTimeBetween(always, la('2026-03-08T00:00'), la('2026-03-09T00:00'))).toBe(23 * HOUR)
    expect(openTimeBetween(always, la('2026-11-01T00:00'), la('2026-11-02T00:00'))).toBe(25 * HOUR)
    // 8:00 to 18:00 is ten hours of open time on both days.
    expect(
      openTimeBetween(
        { ...willow, week: Array.from({ length: 7 }, () => [{ open: '08:00', close: '18:00' }]) },
        la('2026-03-08T00:00'),
        la('2026-03-09T00:00'),
      ),
    ).toBe(10 * HOUR)
  })

  it('reads a wall time the clock skips as the end of the gap', () => {
    expect(new Date(la('2026-03-08T02:30')).toISOString()).toBe('2026-03-08T10:00:00.000Z')
    expect(new Date(la('2026-11-01T01:30')).toISOString()).toBe('2026-11-01T08:30:00.000Z')
  })

  it('says when the clinic next opens: now while open, else the start of the next opening', () => {
    expect(nextOpening(willow, la('2026-11-24T10:00'))).toBe(la('2026-11-24T10:00'))
    expect(local(nextOpening(willow, la('2026-11-24T19:00')))).toBe('2026-11-25 08:00')
    expect(local(nextOpening(willow, la('2026-11-21T09:00')))).toBe('2026-11-23 08:00')
    expect(nextOpening({ ...willow, week: Array.from({ length: 7 }, () => []) }, la('2026-11-24T10:00'))).toBeNull()
  })

  it('refuses hours a clinic cannot mean', () => {
    const bad = (hours: unknown) => !v.safeParse(openingHoursSchema, hours).success
    expect(bad({ ...willow, timeZone: 'Pacific Time' })).toBe(true)
    expect(bad({ ...willow, week: weekdays('18:00', '08:00') })).toBe(true)
    expect(bad({ ...willow, week: [[]] })).toBe(true)
    expect(bad({ ...willow, closures: [{ from: '2026-12-26', to: '2026-12-24' }] })).toBe(true)
    expect(bad(willow)).toBe(false)
  })
})
