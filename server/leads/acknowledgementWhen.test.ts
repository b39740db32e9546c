import { describe, expect, it } from 'vitest'
import type { OpeningHours } from '../../src/schemas/openingHours'
import { instantAt } from '../hours/zonedTime'
import { testClock } from '../testing/testClock'
import { acknowledgementWhen, type AcknowledgementFacts } from './acknowledgementWhen'
import { firstContactTargetMinutes } from './firstContactTargetMinutes'

const weekdays = (open: string, close: string) => [[], ...Array.from({ length: 5 }, () => [{ open, close }]), []]
const hours: OpeningHours = {
  timeZone: 'America/Los_Angeles',
  week: weekdays('08:00', '18:00'),
  closures: [{ from: '2026-11-26', to: '2026-11-27', reason: 'Thanksgiving' }],
}
const willow = { name: 'Willow', phone: '(562) 555-0100', hours }
const la = (y: number, m: number, d: number, h: number, mi: number) => new Date(instantAt(y, m, d, h, mi, 'America/Los_Angeles'))
const when = (clock: ReturnType<typeof testClock>, f: Partial<AcknowledgementFacts> = {}) =>
  acknowledgementWhen({ clinic: willow, targetMinutes: 15, emergency: false, lang: 'en', ...f }, clock.now().getTime())

describe("the owner's when sentence", () => {
  it('promises the target while the clinic is open, in both languages', () => {
    const clock = testClock(la(2026, 11, 24, 10, 0))
    expect(when(clock)).toBe('Willow will call you within 15 minutes.')
    expect(when(clock, { lang: 'es' })).toBe('Willow le llamará en menos de 15 minutos.')
    // A fraction of a minute never reads as less than one minute.
    expect(when(clock, { targetMinutes: 0.1 })).toBe('Willow will call you within 1 minute.')
  })

  it('after hours, says when the clinic opens, in its zone and the owner’s language', () => {
    const clock = testClock(la(2026, 11, 24, 19, 0))
    expect(when(clock)).toBe('Willow is closed now and will call you when it opens, at 8:00 AM tomorrow.')
    expect(when(clock, { lang: 'es' })).toBe('Willow está cerrada ahora y le llamará cuando abra, mañana a las 8:00.')
    // Early the same morning it is today; on Saturday it is Monday.
    clock.set(la(2026, 11, 24, 6, 30))
    expect(when(clock)).toBe('Willow is closed now and will call you when it opens, at 8:00 AM today.')
    clock.set(la(2026, 11, 21, 12, 0))
    expect(when(clock)).toBe('Willow is closed now and will call you when it opens, at 8:00 AM on Monday.')
    expect(when(clock, { lang: 'es' })).toBe('Willow está cerrada ahora y le llamará cuando abra, el lunes a las 8:00.')
  })

  it('does not promise 15 minutes when the clinic closes before they pass', () => {
    const clock = testClock(la(2026, 11, 24, 17, 50))
    expect(when(clock)).toBe('Willow is closed now and will call you when it opens, at 8:00 AM tomorrow.')
  })

  it('skips a closure and names it', () => {
    const clock = testClock(la(2026, 11, 26, 9, 0))
    expect(when(clock)).toBe('Willow is closed now and will call you when it opens, at 8:00 AM on Monday. (Closed today: Thanksgiving.)')
    expect(when(clock, { lang: 'es' })).toBe(
      'Willow está cerrada ahora y le llamará cuando abra, el lunes a las 8:00. (Cerrada hoy: Thanksgiving.)',
    )
  })

  it('for an emergency, says to call now whatever the hour', () => {
    const clock = testClock(la(2026, 11, 24, 23, 0))
    expect(when(clock, { emergency: true })).toBe(
      'What you describe may be an emergency. Do not wait for a call: call Willow now at (562) 555-0100, or go to the nearest emergency clinic.',
    )
    expect(when(clock, { emergency: true, lang: 'es' })).toBe(
      'Lo que usted describe puede ser una emergencia. No espere una llamada: llame ahora a Willow al (562) 555-0100, o vaya a la clínica de emergencia más cercana.',
    )
    expect(when(clock, { emergency: true, clinic: null })).toContain('call your nearest emergency veterinary clinic now')
  })

  it('names PetLead’s team for the network queue, and "as soon as it can" for a clinic never open', () => {
    const clock = testClock(la(2026, 11, 24, 10, 0))
    expect(when(clock, { clinic: null })).toBe("PetLead's team has your request and will find a clinic near you to contact you.")
    expect(when(clock, { clinic: { ...willow, hours: { ...hours, week: Array.from({ length: 7 }, () => []) } } })).toBe(
      'Willow has your request and will call you as soon as it can.',
    )
  })
})

describe('firstContactTargetMinutes', () => {
  it('takes the clinic’s target, else CLAIM_TARGET_MINUTES (fractions allowed), else the claim default of 5', () => {
    expect(firstContactTargetMinutes({ firstContact: { targetMinutes: 5 } }, { claimTargetMinutes: 0.1 })).toBe(5)
    expect(firstContactTargetMinutes({}, { claimTargetMinutes: 0.1 })).toBe(0.1)
    expect(firstContactTargetMinutes(null, {})).toBe(5)
    expect(firstContactTargetMinutes({ firstContact: { targetMinutes: 0 } }, { claimTargetMinutes: Number.NaN })).toBe(5)
  })
})
