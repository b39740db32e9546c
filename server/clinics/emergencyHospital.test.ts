import { describe, expect, it } from 'vitest'
import { milesBetween } from './milesBetween'
import { zipPoint } from './zipPoint'
import type { Partner } from '../db/Partner'
import { instantAt } from '../hours/zonedTime'
import { testClock } from '../testing/testClock'
import { emergencyNotice } from '../triage/emergencyNotice'
import type { Triage } from '../triage/triage'
import { acknowledgementWhen } from '../leads/acknowledgementWhen'
import { emergencyHospital } from './emergencyHospital'

/**
 * Who the owner of an emergency is told to call, with the injected clock: their clinic while it is
 * open; while it is closed, the nearest open 24-hour emergency hospital in range, named with its
 * phone, distance and town in the acknowledgement and the widget's notice, in both languages; with
 * no open hospital, the clinic's phone and the line to go to the nearest emergency clinic.
 */
const LA = 'America/Los_Angeles'
const weekdays = (open: string, close: string): NonNullable<Partner['openingHours']> => ({
  timeZone: LA,
  week: [[], ...Array.from({ length: 5 }, () => [{ open, close }]), []],
  closures: [],
})
const partner = (id: string, o: Partial<Partner>): Partner =>
  ({
    id,
    kind: 'clinic',
    name: id,
    phone: '(925) 555-0100',
    street: '1 Main St',
    city: 'Pleasanton',
    state: 'CA',
    zip: '94566',
    latitude: 37.66,
    longitude: -121.87,
    radiusMiles: 25,
    services: {},
    assessments: ['health'],
    promotions: [],
    leadEmails: [`${id}@example.org`],
    allowedWebsites: [],
    theme: {},
    active: true,
    logoHash: null,
    ...o,
  }) as Partner

/** A clinic open on weekdays 8:00 to 18:00 in Pleasanton. */
const clinic = partner('pleasanton', { name: 'Pleasanton Pet Care', phone: '(925) 555-0186', openingHours: weekdays('08:00', '18:00') })
/** Open around the clock (no hours), in Livermore. */
const livermore = partner('tri-valley-er', {
  name: 'Tri-Valley Emergency Animal Hospital',
  phone: '(925) 555-0199',
  city: 'Livermore',
  latitude: 37.6819,
  longitude: -121.768,
  emergency: true,
})
/** Nearer, but an "emergency" partner with evening hours only: closed at 3 in the morning. */
const eveningsOnly = partner('dublin-er', {
  name: 'Dublin Evening Emergency',
  phone: '(925) 555-0177',
  city: 'Dublin',
  latitude: 37.7022,
  longitude: -121.9358,
  emergency: true,
  openingHours: { timeZone: LA, week: Array.from({ length: 7 }, () => [{ open: '18:00', close: '23:00' }]), closures: [] },
})
/** Open around the clock but far outside its own radius from the owner. */
const farAway = partner('pasadena-er', { name: 'Pasadena ER', city: 'Pasadena', latitude: 34.146, longitude: -118.1, emergency: true })
const hospitals = [farAway, eveningsOnly, livermore]

const la = (y: number, m: number, d: number, h: number, mi: number) => new Date(instantAt(y, m, d, h, mi, LA))
/** Tuesday 24 November 2026, 3 in the morning and 10 in the morning, Pacific time. */
const night = testClock(la(2026, 11, 24, 3, 0))
const day = testClock(la(2026, 11, 24, 10, 0))
const miles = Math.round(milesBetween(zipPoint('94566')!, livermore))

const when = (now: Date, lang: 'en' | 'es' = 'en', clinicOf: Partner | undefined = clinic) =>
  acknowledgementWhen(
    {
      clinic: clinicOf ? { name: clinicOf.name, phone: clinicOf.phone, hours: clinicOf.openingHours! } : null,
      targetMinutes: 15,
      emergency: true,
      hospital: emergencyHospital(clinicOf, hospitals, '94566', now.getTime()),
      lang,
    },
    now.getTime(),
  )
const stored: Pick<Triage, 'urgency' | 'signs'> = { urgency: 'emergency', signs: [] }

describe('the emergency hospital named when the clinic is closed', () => {
  it('at night, with the clinic closed, names the nearest open 24-hour hospital: phone, distance and town, in both languages', () => {
    expect(emergencyHospital(clinic, hospitals, '94566', night.now().getTime())).toEqual({
      name: 'Tri-Valley Emergency Animal Hospital',
      phone: '(925) 555-0199',
      city: 'Livermore',
      miles,
    })
    expect(miles).toBeGreaterThan(1)
    expect(when(night.now())).toBe(
      `What you describe may be an emergency. Do not wait for a call: Pleasanton Pet Care is closed now, so call Tri-Valley Emergency Animal Hospital, a 24-hour emergency hospital ${miles} miles away in Livermore, now at (925) 555-0199.`,
    )
    expect(when(night.now(), 'es')).toBe(
      `Lo que usted describe puede ser una emergencia. No espere una llamada: Pleasanton Pet Care está cerrada ahora, así que llame ahora a Tri-Valley Emergency Animal Hospital, un hospital de emergencias abierto las 24 horas a ${miles} millas de usted, en Livermore, al (925) 555-0199.`,
    )
    // The widget's notice names the same hospital.
    const hospital = emergencyHospital(clinic, hospitals, '94566', night.now().getTime())
    expect(emergencyNotice(stored, clinic, 'en', hospital)?.text).toContain(
      `Pleasanton Pet Care is closed now, so call Tri-Valley Emergency Animal Hospital, a 24-hour emergency hospital ${miles} miles away in Livermore, now at (925) 555-0199`,
    )
    expect(emergencyNotice(stored, clinic, 'es', hospital)?.text).toContain('llame ahora a Tri-Valley Emergency Animal Hospital')
  })

  it('while the clinic is open, the clinic is the one to call', () => {
    expect(emergencyHospital(clinic, hospitals, '94566', day.now().getTime())).toBeUndefined()
    expect(when(day.now())).toBe(
      'What you describe may be an emergency. Do not wait for a call: call Pleasanton Pet Care now at (925) 555-0186, or go to the nearest emergency clinic.',
    )
    expect(emergencyNotice(stored, clinic, 'en', undefined)?.text).toContain('call Pleasanton Pet Care now at (925) 555-0186')
  })

  it('with no open hospital in range, gives the clinic’s phone and says to go to the nearest emergency clinic', () => {
    const none = [farAway, eveningsOnly, { ...livermore, active: false }]
    expect(emergencyHospital(clinic, none, '94566', night.now().getTime())).toBeUndefined()
    // A partner not marked as an emergency hospital is never named, however near and open.
    expect(emergencyHospital(clinic, [{ ...livermore, emergency: undefined }], '94566', night.now().getTime())).toBeUndefined()
    const ack = acknowledgementWhen(
      { clinic: { name: clinic.name, phone: clinic.phone, hours: clinic.openingHours! }, targetMinutes: 15, emergency: true, lang: 'en' },
      night.now().getTime(),
    )
    expect(ack).toBe(
      'What you describe may be an emergency. Do not wait for a call: call Pleasanton Pet Care now at (925) 555-0186, or go to the nearest emergency clinic.',
    )
    expect(emergencyNotice(stored, clinic, 'en', undefined)?.text).toMatch(
      /call Pleasanton Pet Care now at \(925\) 555-0186, or go to the nearest emergency clinic\./,
    )
  })

  it('skips a nearer emergency partner that is closed, and an open one out of its range', () => {
    // 8 in the evening: the evening hospital in Dublin is open and nearer than Livermore.
    const evening = la(2026, 11, 24, 20, 0).getTime()
    expect(emergencyHospital(clinic, hospitals, '94566', evening)?.name).toBe('Dublin Evening Emergency')
    expect(emergencyHospital(clinic, [farAway], '94566', night.now().getTime())).toBeUndefined()
  })

  it('a lead with no clinic (the network queue) is given the open hospital near the owner; no ZIP and no clinic, none', () => {
    expect(emergencyHospital(undefined, hospitals, '94566', day.now().getTime())?.name).toBe('Tri-Valley Emergency Animal Hospital')
    expect(
      acknowledgementWhen(
        {
          clinic: null,
          targetMinutes: 15,
          emergency: true,
          hospital: emergencyHospital(undefined, hospitals, '94566', day.now().getTime()),
          lang: 'en',
        },
        day.now().getTime(),
      ),
    ).toBe(
      `What you describe may be an emergency. Do not wait for a call: call Tri-Valley Emergency Animal Hospital, a 24-hour emergency hospital ${miles} miles away in Livermore, now at (925) 555-0199.`,
    )
    expect(emergencyHospital(undefined, hospitals, '', day.now().getTime())).toBeUndefined()
  })

  it('without the owner’s ZIP code, measures from the clinic', () => {
    expect(emergencyHospital(clinic, hospitals, undefined, night.now().getTime())?.city).toBe('Livermore')
  })
})
