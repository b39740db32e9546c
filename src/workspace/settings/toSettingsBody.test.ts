import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { bookingSettingsSchema } from '../../schemas/booking'
import type { ClinicSettings } from './ClinicSettings'
import { toSettingsBody } from './toSettingsBody'
import { toSettingsForm } from './toSettingsForm'

const settings: ClinicSettings = {
  id: 'willow',
  name: 'Willow',
  logoUrl: null,
  phone: '(925) 555-0100',
  street: '1 Main St',
  city: 'Pleasanton',
  state: 'CA',
  zip: '94588',
  radiusMiles: 25,
  services: {},
  promotions: [],
  theme: {},
  leadEmails: [],
  booking: {
    appointmentTypes: [{ name: 'Vaccination visit', durationMinutes: 20, services: ['vaccination'], price: [40, 60] }],
    capacity: 2,
    windowDays: 14,
    noticeMinutes: 60,
    bufferMinutes: 5,
  },
}

describe('toSettingsBody: booking', () => {
  it('round-trips the booking settings as numbers, which the shared schema accepts', () => {
    const { body, problems } = toSettingsBody(toSettingsForm(settings))
    expect(problems).toEqual({})
    expect(body.booking).toEqual(settings.booking)
    expect(v.parse(bookingSettingsSchema, body.booking)).toEqual(settings.booking)
  })
  it('a clinic without booking starts from one seat, 14 days, an hour of notice; left out when asked', () => {
    const form = toSettingsForm({ ...settings, booking: undefined })
    expect(toSettingsBody(form).body.booking).toEqual({
      appointmentTypes: [],
      capacity: 1,
      windowDays: 14,
      noticeMinutes: 60,
      bufferMinutes: 0,
    })
    expect('booking' in toSettingsBody(form, false).body).toBe(false)
  })
  it("puts each problem on the form's field", () => {
    const form = toSettingsForm(settings)
    form.booking.capacity = 'x'
    form.booking.appointmentTypes[0] = { name: ' ', durationMinutes: '20', services: [], priceFrom: '60', priceTo: '' }
    const { body, problems } = toSettingsBody(form)
    expect(Object.keys(problems).sort()).toEqual([
      'booking.appointmentTypes.0.name',
      'booking.appointmentTypes.0.priceTo',
      'booking.appointmentTypes.0.services',
      'booking.capacity',
    ])
    expect((body.booking as { appointmentTypes: unknown[] }).appointmentTypes[0]).toEqual({
      name: '',
      durationMinutes: 20,
      services: [],
      price: [60, NaN],
    })
  })
})

describe('toSettingsBody: the 24-hour emergency capability', () => {
  it('sends emergency only for a hospital that says so', () => {
    expect(toSettingsForm(settings).emergency).toBe(false)
    expect(toSettingsBody(toSettingsForm(settings)).body.emergency).toBeUndefined()
    const hospital = toSettingsForm({ ...settings, emergency: true })
    expect(hospital.emergency).toBe(true)
    expect(toSettingsBody(hospital).body.emergency).toBe(true)
  })
})
