import { describe, expect, it } from 'vitest'
import type { ClinicSettings } from './ClinicSettings'
import { formErrors } from './formErrors'
import { toSettingsBody } from './toSettingsBody'
import { toSettingsForm } from './toSettingsForm'

const base: ClinicSettings = {
  id: 'willow',
  name: 'Willow',
  logoUrl: null,
  phone: '(562) 555-0100',
  street: '1 Main St',
  city: 'Livermore',
  state: 'CA',
  zip: '94550',
  radiusMiles: 10,
  services: {},
  promotions: [],
  theme: {},
  leadEmails: ['desk@willow.test'],
}
const hours = {
  timeZone: 'America/Los_Angeles',
  week: [
    [],
    [
      { open: '08:00', close: '12:00' },
      { open: '13:00', close: '18:00' },
    ],
    [],
    [],
    [],
    [],
    [],
  ],
  closures: [
    { from: '2026-11-26', to: '2026-11-27', reason: 'Thanksgiving' },
    { from: '2026-12-25', to: '2026-12-25' },
  ],
}

describe('opening hours in the settings form', () => {
  it('round-trips zone, two openings a day and closures through the form', () => {
    expect(toSettingsBody(toSettingsForm({ ...base, openingHours: hours })).body.openingHours).toEqual(hours)
  })

  it('around the clock sends no hours; unticking it starts from weekdays 8 to 6', () => {
    const form = toSettingsForm(base)
    expect(form.hours.always).toBe(true)
    expect(toSettingsBody(form).body.openingHours).toBeUndefined()
    const body = toSettingsBody({ ...form, hours: { ...form.hours, always: false } }).body.openingHours as typeof hours
    expect(body.week.map((d) => d.length)).toEqual([0, 1, 1, 1, 1, 1, 0])
  })

  it('puts the server’s refusals on the hours’ own fields', () => {
    const { fields, general } = formErrors(
      {
        'openingHours.timeZone': 'Must be a time zone such as America/Los_Angeles',
        'openingHours.week.1.0': 'Must close after it opens',
        'openingHours.closures.0': 'The first day must not come after the last',
      },
      (n, m) => `${n}: ${m}`,
    )
    expect(general).toEqual([])
    expect(fields).toEqual({
      'hours.timeZone': 'Must be a time zone such as America/Los_Angeles',
      'hours.week.1.0.open': 'Must close after it opens',
      'hours.closures.0.from': 'The first day must not come after the last',
    })
  })
})
