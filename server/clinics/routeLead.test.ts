import { describe, expect, it } from 'vitest'
import type { Partner } from './Partner'
import { routeLead } from './routeLead'
import { zipPoint } from './zipPoint'

/** A partner at a real ZIP code, offering what the test says. */
function partner(
  id: string,
  zip: string,
  radiusMiles: number,
  services: string[],
  assessments: Array<'health' | 'dental'> = [],
  active = true,
): Partner {
  const row = { dogSmall: [1, 2], dogLarge: [2, 3], cat: [1, 2] } as const
  return {
    id,
    kind: 'clinic',
    name: id,
    phone: '(555) 555-0100',
    street: '1 Main St',
    city: 'Town',
    state: 'CA',
    zip,
    radiusMiles,
    services: Object.fromEntries(services.map((s) => [s, row])) as Partner['services'],
    assessments,
    promotions: [],
    leadEmails: [`${id}@example.org`],
    theme: {},
    allowedWebsites: [],
    active,
    logoHash: null,
    ...zipPoint(zip)!,
  }
}

// Pleasanton (94566), Dublin (94568) and Livermore (94550): three real towns a few miles apart.
const pleasanton = partner('pleasanton', '94566', 25, ['dental_care', 'spay_neuter'], ['health', 'dental'])
const dublinProgram = partner('dublin-program', '94568', 30, ['spay_neuter'])
const livermore = partner('livermore', '94550', 20, ['dental_care'], ['dental'])
const network = [livermore, dublinProgram, pleasanton]

describe('routeLead on real ZIP codes', () => {
  it('routes a ZIP near a partner, not equal to its ZIP, to that partner, with the distance', () => {
    // 94588 is north Pleasanton, about 1.9 miles from the centre of 94566.
    const r = routeLead(network, '94588', { service: 'dental_care' })
    expect(r).toMatchObject({ clinicId: 'pleasanton', rule: 'nearest in range' })
    expect(r.miles).toBeGreaterThan(1)
    expect(r.miles).toBeLessThan(3)
  })

  it('picks the nearer of two partners in range', () => {
    const fromPleasanton = routeLead(network, '94588', { service: 'spay_neuter' })
    expect(fromPleasanton.clinicId).toBe('pleasanton')
    expect(fromPleasanton.matches.map((m) => m.partner.id)).toEqual(['pleasanton', 'dublin-program'])
    expect(routeLead(network, '94568', { service: 'spay_neuter' }).clinicId).toBe('dublin-program')
  })

  it('passes over the nearest partner when it does not offer the service or assessment', () => {
    // In Dublin the program is nearest, but it does no dental care and no assessments.
    expect(routeLead(network, '94568', { service: 'dental_care' }).clinicId).toBe('pleasanton')
    expect(routeLead(network, '94550', { assessment: 'health' }).clinicId).toBe('pleasanton')
    expect(routeLead(network, '94550', { assessment: 'dental' }).clinicId).toBe('livermore')
  })

  it('sends a ZIP outside every radius to the network queue', () => {
    expect(routeLead(network, '10001', { service: 'spay_neuter' })).toMatchObject({ clinicId: null, rule: 'none in range', matches: [] })
    // Lancaster, CA: the right state, 300 miles away.
    expect(routeLead(network, '93534', { assessment: 'health' })).toMatchObject({ clinicId: null, rule: 'none in range' })
  })

  it('sends an unknown or malformed ZIP to the queue instead of guessing, and reads ZIP+4', () => {
    expect(routeLead(network, '00000', { service: 'spay_neuter' })).toMatchObject({ clinicId: null, rule: 'unknown zip' })
    expect(routeLead(network, 'abc', { service: 'spay_neuter' })).toMatchObject({ clinicId: null, rule: 'unknown zip' })
    expect(routeLead(network, ' 94588-1234 ', { service: 'dental_care' }).clinicId).toBe('pleasanton')
  })

  it('ignores inactive partners', () => {
    const closed = { ...pleasanton, active: false }
    expect(routeLead([closed, dublinProgram, livermore], '94588', { service: 'dental_care' }).clinicId).toBe('livermore')
  })
})
