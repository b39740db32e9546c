import { describe, expect, it } from 'vitest'
import type { Partner } from '../db/Partner'
import { instantAt, localTimeAt } from '../hours/zonedTime'
import { CLAIM_DEFAULTS } from './claimDefaults'
import { claimDueTimes } from './claimDueTimes'
import { nextPartner } from './nextPartner'

const MIN = 60_000
const ZONE = 'America/Los_Angeles'
const weekdays = (open: string, close: string) => [[], ...Array.from({ length: 5 }, () => [{ open, close }]), []]
const willow: NonNullable<Partner['openingHours']> = { timeZone: ZONE, week: weekdays('08:00', '18:00'), closures: [] }
const la = (y: number, m: number, d: number, h: number, mi: number) => instantAt(y, m, d, h, mi, ZONE)
const local = (at: number | null) => {
  const t = localTimeAt(at!, ZONE)
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')} ${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}:${String(t.second).padStart(2, '0')}`
}
const clinic = (over: Partial<Partner> = {}) => ({ state: 'CA', openingHours: willow, ...over })

describe("an unclaimed lead's due times", () => {
  it('count open time only: a lead at 17:58 on Friday is escalated Monday 8:03 and re-routed Monday 8:28', () => {
    const due = claimDueTimes(clinic(), la(2026, 11, 20, 17, 58), CLAIM_DEFAULTS)
    expect(local(due.escalateAt)).toBe('2026-11-23 08:03:00')
    expect(local(due.rerouteAt)).toBe('2026-11-23 08:28:00')
  })

  it('start at the next opening for a lead that arrives after hours, and skip closures', () => {
    const hours = { ...willow, closures: [{ from: '2026-11-26', to: '2026-11-27', reason: 'Thanksgiving' }] }
    const due = claimDueTimes(clinic({ openingHours: hours }), la(2026, 11, 25, 22, 0), CLAIM_DEFAULTS)
    expect(local(due.escalateAt)).toBe('2026-11-30 08:05:00')
    expect(local(due.rerouteAt)).toBe('2026-11-30 08:30:00')
  })

  it("take the clinic's own target and re-route time over the defaults, fractions of a minute included", () => {
    const at = la(2026, 11, 24, 10, 0)
    const due = claimDueTimes(clinic({ firstContact: { targetMinutes: 0.1, rerouteAfterMinutes: 2.5 } }), at, CLAIM_DEFAULTS)
    expect(due.escalateAt! - at).toBe(6_000)
    expect(due.rerouteAt! - at).toBe(150_000)
    // The server's defaults (CLAIM_TARGET_MINUTES, REROUTE_AFTER_MINUTES) for a clinic that sets none.
    const byConfig = claimDueTimes(clinic(), at, { ...CLAIM_DEFAULTS, targetMinutes: 0.1, rerouteAfterMinutes: 1 })
    expect([byConfig.escalateAt! - at, byConfig.rerouteAt! - at]).toEqual([6_000, MIN])
  })

  it("is the clock for a clinic without hours (open around the clock in its state's zone)", () => {
    const at = Date.UTC(2026, 10, 22, 3, 0) // a Sunday night in California
    const due = claimDueTimes({ state: 'CA' }, at, CLAIM_DEFAULTS)
    expect([due.escalateAt! - at, due.rerouteAt! - at]).toEqual([5 * MIN, 30 * MIN])
  })

  it('never re-routes a clinic outside the network, and neither when it is never open', () => {
    expect(claimDueTimes(clinic({ firstContact: { reroute: false } }), la(2026, 11, 24, 10, 0), CLAIM_DEFAULTS).rerouteAt).toBeNull()
    const shut = claimDueTimes(
      clinic({ openingHours: { ...willow, week: Array.from({ length: 7 }, () => []) } }),
      la(2026, 11, 24, 10, 0),
      CLAIM_DEFAULTS,
    )
    expect(shut).toEqual({ escalateAt: null, rerouteAt: null })
  })
})

describe('the partner a re-routed lead goes to', () => {
  const services = { dental_care: { dogSmall: [1, 2], dogLarge: [1, 2], cat: [1, 2] } } as unknown as Partner['services']
  const partner = (id: string, zip: string, latitude: number, longitude: number, over: Partial<Partner> = {}): Partner => ({
    id,
    kind: 'clinic',
    name: id,
    phone: '(555) 555-5555',
    street: '1 Main St',
    city: 'Pleasanton',
    state: 'CA',
    zip,
    latitude,
    longitude,
    radiusMiles: 25,
    services,
    assessments: ['dental'],
    promotions: [],
    leadEmails: [`${id}@example.org`],
    theme: {},
    active: true,
    logoHash: null,
    allowedWebsites: [],
    ...over,
  })
  const from = partner('first', '94566', 37.66, -121.87)
  const near = partner('near', '94588', 37.69, -121.9, { openingHours: willow })
  const far = partner('far', '94550', 37.68, -121.77)
  const lead = { kind: 'low_cost', data: { service: 'dental_care', zip_code: '94588' } }

  it('is the nearest one open now that offers the service, never the first clinic or one that held it', () => {
    const open = new Date(la(2026, 11, 24, 10, 0))
    const closed = new Date(la(2026, 11, 24, 20, 0))
    expect(nextPartner([from, near, far], lead, from, [], open)?.partner.id).toBe('near')
    expect(nextPartner([from, near, far], lead, from, [], closed)?.partner.id).toBe('far')
    expect(nextPartner([from, near, far], lead, from, ['far'], closed)).toBeNull()
    expect(nextPartner([from, near, far], { ...lead, data: { ...lead.data, service: 'spay_neuter' } }, from, [], open)).toBeNull()
  })

  it('skips a partner outside the network', () => {
    const open = new Date(la(2026, 11, 24, 10, 0))
    expect(nextPartner([from, { ...near, firstContact: { reroute: false } }, far], lead, from, [], open)?.partner.id).toBe('far')
  })
})
