import { describe, expect, it } from 'vitest'
import type { OpeningHours } from '../../src/schemas/openingHours'
import { aroundTheClock } from '../hours/hoursOf'
import { instantAt } from '../hours/zonedTime'
import { isoWithOffset } from './isoWithOffset'
import { slots, type SlotQuery } from './slots'

const MIN = 60_000
const LA = 'America/Los_Angeles'
const la = (y: number, m: number, d: number, h = 0, mi = 0) => instantAt(y, m, d, h, mi, LA)
const weekdays = (open: string, close: string) => [[], ...Array.from({ length: 5 }, () => [{ open, close }]), []]
const willow: OpeningHours = { timeZone: LA, week: weekdays('08:00', '12:00'), closures: [] }

/** One local day (Tuesday 24 November 2026 unless told), asked for at 6:00 that morning. */
function day(over: Partial<SlotQuery> = {}): SlotQuery {
  return {
    hours: willow,
    durationMinutes: 30,
    bufferMinutes: 0,
    capacity: 1,
    noticeMinutes: 0,
    windowDays: 14,
    now: la(2026, 11, 24, 6),
    from: la(2026, 11, 24),
    to: la(2026, 11, 25),
    busy: [],
    ...over,
  }
}
const times = (q: SlotQuery, zone = LA) => slots(q).map((s) => isoWithOffset(s.start, zone).slice(11, 16))

describe('slot generation', () => {
  it('steps by the visit length from each opening, ending by the close', () => {
    expect(times(day())).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
    expect(times(day({ durationMinutes: 45 }))).toEqual(['08:00', '08:45', '09:30', '10:15', '11:00'])
    // 50 minutes round up to the 15-minute grid: starts every hour, and 11:00 ends 11:50.
    expect(times(day({ durationMinutes: 50 }))).toEqual(['08:00', '09:00', '10:00', '11:00'])
    const [first] = slots(day({ durationMinutes: 50 }))
    expect(first!.end - first!.start).toBe(50 * MIN)
  })

  it('keeps the buffer after each visit', () => {
    expect(times(day({ bufferMinutes: 15 }))).toEqual(['08:00', '08:45', '09:30', '10:15', '11:00'])
  })

  it('counts seats: a busy seat leaves the start to the next one; all seats busy, no start', () => {
    const busy = [{ start: la(2026, 11, 24, 9), end: la(2026, 11, 24, 9, 30), seat: 1 }]
    expect(times(day({ busy }))).not.toContain('09:00')
    const two = slots(day({ busy, capacity: 2 })).find((s) => s.start === la(2026, 11, 24, 9))
    expect(two?.seat).toBe(2)
    const both = [...busy, { ...busy[0]!, seat: 2 }]
    expect(times(day({ busy: both, capacity: 2 }))).not.toContain('09:00')
    // A block of the clinic's own calendar (no seat) takes every seat.
    expect(times(day({ busy: [{ ...busy[0]!, seat: null }], capacity: 3 }))).not.toContain('09:00')
  })

  it('a busy visit with its buffer blocks the starts that would overlap it', () => {
    // Booked 9:00-9:30 with a 15-minute buffer: the seat is taken until 9:45, so 8:45-start visits
    // that would run into it and 9:30 are gone too.
    const busy = [{ start: la(2026, 11, 24, 9), end: la(2026, 11, 24, 9, 45), seat: 1 }]
    expect(times(day({ busy, bufferMinutes: 15 }))).toEqual(['08:00', '10:15', '11:00'])
  })

  it('honours the notice and the booking window', () => {
    expect(times(day({ now: la(2026, 11, 24, 9, 10), noticeMinutes: 60 }))).toEqual(['10:30', '11:00', '11:30'])
    // Two days asked for, a window of one day from Tuesday 6:00: Wednesday after 6:00 is out.
    const q = day({
      to: la(2026, 11, 26),
      windowDays: 1,
      hours: { ...willow, week: Array.from({ length: 7 }, () => [{ open: '05:00', close: '07:00' }]) },
    })
    expect(slots(q).map((s) => isoWithOffset(s.start, LA).slice(0, 16))).toEqual([
      '2026-11-24T06:00',
      '2026-11-24T06:30',
      '2026-11-25T05:00',
      '2026-11-25T05:30',
    ])
  })

  it('has no slots on a closure or a closed weekday', () => {
    expect(slots(day({ hours: { ...willow, closures: [{ from: '2026-11-24', to: '2026-11-24' }] } }))).toEqual([])
    expect(slots(day({ from: la(2026, 11, 22), to: la(2026, 11, 23), now: la(2026, 11, 21) }))).toEqual([])
  })

  it('reads the hours in the clinic’s own zone and answers with its offset', () => {
    const madrid: OpeningHours = { timeZone: 'Europe/Madrid', week: Array.from({ length: 7 }, () => [{ open: '09:00', close: '10:00' }]) }
    const q = day({
      hours: madrid,
      now: Date.UTC(2026, 10, 24, 0),
      from: instantAt(2026, 11, 24, 0, 0, 'Europe/Madrid'),
      to: instantAt(2026, 11, 25, 0, 0, 'Europe/Madrid'),
    })
    expect(slots(q).map((s) => isoWithOffset(s.start, 'Europe/Madrid'))).toEqual(['2026-11-24T09:00:00+01:00', '2026-11-24T09:30:00+01:00'])
    expect(new Date(slots(q)[0]!.start).toISOString()).toBe('2026-11-24T08:00:00.000Z')
  })

  it('knows daylight-saving days: 46 half-hour starts when clocks go forward, 50 when they go back', () => {
    const always = aroundTheClock(LA)
    const spring = slots(day({ hours: always, now: la(2026, 3, 7), from: la(2026, 3, 8), to: la(2026, 3, 9) }))
    expect(spring).toHaveLength(46)
    expect(isoWithOffset(spring[3]!.start, LA)).toBe('2026-03-08T01:30:00-08:00')
    expect(isoWithOffset(spring[4]!.start, LA)).toBe('2026-03-08T03:00:00-07:00')
    const fall = slots(day({ hours: always, now: la(2026, 10, 31), from: la(2026, 11, 1), to: la(2026, 11, 2) }))
    expect(fall).toHaveLength(50)
    expect(fall.map((s) => isoWithOffset(s.start, LA))).toContain('2026-11-01T01:30:00-08:00')
    expect(fall.map((s) => isoWithOffset(s.start, LA))).toContain('2026-11-01T01:30:00-07:00')
  })
})
