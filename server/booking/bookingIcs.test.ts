import nodeIcal, { type VEvent } from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingIcs } from './bookingIcs'

/**
 * The invitation and the feed as a calendar reads them, with this process in Tokyo, far from the
 * clinic in Los Angeles: the instant read back is the stored visit's, in winter (PST) and summer
 * (PDT), and the file carries the zone's rules (VTIMEZONE), so a reader that cannot look the zone's
 * name up still finds the right instant.
 */
const LA = 'America/Los_Angeles'
const winter = new Date('2026-11-28T18:00:00Z') // 10:00 PST
const summer = new Date('2026-07-04T16:30:00Z') // 09:30 PDT
const visit = (id: string, start: Date) => ({
  id,
  start,
  end: new Date(start.getTime() + 30 * 60_000),
  timeZone: LA,
  summary: 'Vaccination: Rex (Willow)',
  description: 'Willow',
  location: 'Willow, 1 Main St, Livermore, CA 94550',
})
const events = (ics: string) => Object.values(nodeIcal.sync.parseICS(ics)).filter((e) => e?.type === 'VEVENT') as VEvent[]

let zone: string | undefined
beforeAll(() => {
  zone = process.env.TZ
  process.env.TZ = 'Asia/Tokyo'
})
afterAll(() => {
  if (zone === undefined) delete process.env.TZ
  else process.env.TZ = zone
})

describe('bookingIcs', () => {
  const ics = bookingIcs('Willow', [visit('a', winter), visit('b', summer)], winter)

  it('writes each visit on the clinic’s clock, and a parser reads back the stored instant', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(-540)
    expect(ics).toContain('DTSTART;TZID=America/Los_Angeles:20261128T100000')
    expect(ics).toContain('DTSTART;TZID=America/Los_Angeles:20260704T093000')
    expect(events(ics).map((e) => [e.start.toISOString(), e.end!.toISOString()])).toEqual([
      ['2026-11-28T18:00:00.000Z', '2026-11-28T18:30:00.000Z'],
      ['2026-07-04T16:30:00.000Z', '2026-07-04T17:00:00.000Z'],
    ])
  })

  it('carries the VTIMEZONE of the zone its times name, once', () => {
    expect(ics.match(/BEGIN:VTIMEZONE\r\nTZID:America\/Los_Angeles\r\n/g)).toHaveLength(1)
    const tz = Object.values(nodeIcal.sync.parseICS(ics)).filter((e) => e?.type === 'VTIMEZONE')
    expect(tz.map((z) => (z as { tzid?: string }).tzid)).toEqual([LA])
  })

  it('is read right by a calendar that knows the zone only from the file', () => {
    // Outlook names zones its own way: with the name unknown, only the file's rules give the offset.
    const renamed = ics.replaceAll('America/Los_Angeles', 'Customized Time Zone')
    expect(events(renamed).map((e) => e.start.toISOString())).toEqual(['2026-11-28T18:00:00.000Z', '2026-07-04T16:30:00.000Z'])
  })
})
