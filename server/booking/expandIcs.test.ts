import { describe, expect, it } from 'vitest'
import { stormFeed } from '../testing/stormFeed'
import { expandIcs } from './expandIcs'
import { unionBusy } from './unionBusy'

const NOW = Date.parse('2026-11-24T18:00:00Z')
const DAY = 86_400_000
const HOUR = 3_600_000
const LA = 'America/Los_Angeles'
const weekly = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//EN',
  'BEGIN:VEVENT',
  'UID:meeting@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART;TZID=America/Los_Angeles:20261104T090000',
  'DTEND;TZID=America/Los_Angeles:20261104T100000',
  'RRULE:FREQ=WEEKLY;BYDAY=WE',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n')

describe('a calendar expanded within a budget counted while expanding', () => {
  it('stops the 200-event every-4-minutes feed at the budget, keeping the earliest busy time complete', () => {
    const ics = stormFeed(200)
    expect(ics.length).toBeGreaterThan(20_000)
    expect(ics.length).toBeLessThan(32_000)
    const t0 = performance.now()
    const r = expandIcs(ics, NOW, NOW + 22 * DAY, LA, { maxBlocks: 5_000, maxMs: 60_000 })
    const ms = performance.now() - t0
    // Unbudgeted, this window holds 200 x 15 an hour x 528 hours = 1,584,000 occurrences.
    expect(r.cut).toMatchObject({ reason: 'blocks' })
    expect(r.cut!.kept).toBeLessThanOrEqual(5_000)
    // Every occurrence before the point it stopped is kept: 200 a 4-minute round, from now on; and
    // as the four minutes of each round are each taken, their union (what is stored) is one block.
    const until = r.cut!.readUntil
    expect(until).toBeGreaterThan(NOW)
    expect(r.blocks.length).toBe(r.cut!.kept)
    expect(r.cut!.kept).toBe(((until - NOW) / (4 * 60_000)) * 200)
    expect(r.blocks.every((b) => b.start >= NOW - 60_000 && b.start < until)).toBe(true)
    expect(unionBusy(r.blocks)).toEqual([{ start: NOW, end: until, seat: null }])
    console.log(`[storm] 200 events: ${r.cut!.kept} occurrences kept up to ${new Date(until).toISOString()} in ${Math.round(ms)} ms`)
  })

  it('stops on the time budget between events, with what was complete before it', () => {
    let clock = 0
    // Each reading of the stopwatch is 30 ms later: the budget of 100 ms ends after a few events.
    const r = expandIcs(stormFeed(20), NOW, NOW + 22 * DAY, LA, { maxBlocks: 1_000_000, maxMs: 100, elapsed: () => (clock += 30) })
    expect(r.cut).toMatchObject({ reason: 'time' })
    expect(r.blocks.length).toBe(r.cut!.kept)
    expect(r.cut!.kept).toBeLessThan(20 * 15 * 24)
    expect(r.blocks.every((b) => b.start < r.cut!.readUntil)).toBe(true)
  })

  it('stores overlapping and touching blocks as one, apart ones apart', () => {
    const b = (start: number, end: number) => ({ start, end, seat: null })
    expect(unionBusy([b(50, 60), b(0, 10), b(10, 20), b(5, 8), b(30, 40)])).toEqual([b(0, 20), b(30, 40), b(50, 60)])
  })

  it('reads a real clinic calendar whole, whatever the pieces it is read in', () => {
    const r = expandIcs(weekly, NOW, NOW + 22 * DAY, LA, { maxBlocks: 5_000, maxMs: 60_000 })
    expect(r.cut).toBeNull()
    // Wednesdays 25 Nov, 2, 9 and 16 Dec at 9:00 Los Angeles (17:00 UTC), each once.
    expect(r.blocks.map((b) => new Date(b.start).toISOString())).toEqual([
      '2026-11-25T17:00:00.000Z',
      '2026-12-02T17:00:00.000Z',
      '2026-12-09T17:00:00.000Z',
      '2026-12-16T17:00:00.000Z',
    ])
    expect(r.blocks.every((b) => b.end - b.start === HOUR)).toBe(true)
  })
})
