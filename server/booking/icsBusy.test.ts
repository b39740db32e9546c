import { describe, expect, it } from 'vitest'
import { instantAt } from '../hours/zonedTime'
import { icsBusy } from './icsBusy'
import { isoWithOffset } from './isoWithOffset'
import { slots } from './slots'

const LA = 'America/Los_Angeles'
const la = (m: number, d: number, h = 0, mi = 0) => instantAt(2026, m, d, h, mi, LA)
const cal = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR'].join('\r\n')
const event = (uid: string, lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'].join('\r\n')
const iso = (b: { start: number; end: number }) => `${isoWithOffset(b.start, LA).slice(5, 16)}-${isoWithOffset(b.end, LA).slice(11, 16)}`

describe('busy time from a clinic’s own calendar', () => {
  const ics = cal(
    event('one', [
      'DTSTART;TZID=America/Los_Angeles:20261124T090000',
      'DTEND;TZID=America/Los_Angeles:20261124T100000',
      'SUMMARY:Staff meeting',
    ]),
    // Every weekday lunch 12:00-13:00 Los Angeles time, except Wednesday the 25th.
    event('lunch', [
      'DTSTART;TZID=America/Los_Angeles:20261102T120000',
      'DTEND;TZID=America/Los_Angeles:20261102T130000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'EXDATE;TZID=America/Los_Angeles:20261125T120000',
    ]),
    event('holiday', ['DTSTART;VALUE=DATE:20261126', 'DTEND;VALUE=DATE:20261127', 'SUMMARY:Thanksgiving']),
    event('free', ['DTSTART:20261124T200000Z', 'DTEND:20261124T210000Z', 'TRANSP:TRANSPARENT']),
    event('off', ['DTSTART:20261124T220000Z', 'DTEND:20261124T230000Z', 'STATUS:CANCELLED']),
  )

  it('expands single, recurring (with an exception) and all-day events; free and cancelled ones block nothing', () => {
    const busy = icsBusy(ics, la(11, 24), la(11, 28), LA)
    expect(busy.map(iso)).toEqual(['11-24T09:00-10:00', '11-24T12:00-13:00', '11-26T00:00-00:00', '11-26T12:00-13:00', '11-27T12:00-13:00'])
    expect(busy.every((b) => b.seat === null)).toBe(true)
    // The all-day block is the clinic's whole local day.
    expect(busy[2]!.end - busy[2]!.start).toBe(86_400_000)
  })

  it('takes those times out of every seat’s slots', () => {
    const hours = { timeZone: LA, week: Array.from({ length: 7 }, () => [{ open: '08:00', close: '14:00' }]) }
    const free = slots({
      hours,
      durationMinutes: 60,
      bufferMinutes: 0,
      capacity: 3,
      noticeMinutes: 0,
      windowDays: 14,
      now: la(11, 24),
      from: la(11, 24),
      to: la(11, 25),
      busy: icsBusy(ics, la(11, 24), la(11, 25), LA),
    })
    expect(free.map((s) => isoWithOffset(s.start, LA).slice(11, 16))).toEqual(['08:00', '10:00', '11:00', '13:00'])
  })
})
