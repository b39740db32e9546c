import { describe, expect, it } from 'vitest'
import type { ClinicSettings } from './ClinicSettings'
import { formErrors } from './formErrors'
import { toSettingsBody } from './toSettingsBody'
import { toSettingsForm } from './toSettingsForm'

const line = (n: number, m: string) => `Line ${n}: ${m}`

describe('formErrors', () => {
  it("puts the server's field paths on the form's fields and keeps the rest general", () => {
    expect(
      formErrors(
        {
          'theme.primary-text': 'Too pale',
          'leadEmails.1': 'Must be an e-mail address',
          'services.dental_care.cat': 'The first price must not exceed the second',
          'promotions.0.validTo': 'Must not be before the start date',
          phone: 'Must read (555) 555-5555',
          _: 'Expected a JSON object',
          kind: 'odd',
        },
        line,
      ),
    ).toEqual({
      fields: {
        'theme.primary-text': 'Too pale',
        leadEmails: 'Line 2: Must be an e-mail address',
        'services.dental_care.cat.0': 'The first price must not exceed the second',
        'promotions.0.validTo': 'Must not be before the start date',
        phone: 'Must read (555) 555-5555',
      },
      general: ['Expected a JSON object', 'kind: odd'],
    })
  })
})

/** The settings a clinic's form starts from; each test names only what it is about. */
const clinic = (overrides: Partial<ClinicSettings>): ClinicSettings => ({
  id: 'w',
  name: 'W',
  logoUrl: null,
  phone: '(555) 555-5555',
  street: 's',
  city: 'c',
  state: 'CA',
  zip: '90755',
  radiusMiles: 15,
  services: {},
  promotions: [],
  theme: {},
  leadEmails: ['a@x.org'],
  ...overrides,
})

describe('settings form round trip', () => {
  it('sends numbers, the offered services only, set theme keys only and one address per line', () => {
    const form = toSettingsForm(
      clinic({
        services: { vaccination: { dogSmall: [30, 70], dogLarge: [30, 70], cat: [30, 60] } },
        theme: { primary: '#0b6e4f' },
        leadEmails: ['a@x.org', 'b@x.org'],
      }),
    )
    expect(form.services.spay_neuter!.offered).toBe(false)
    form.leadEmails += '\n\n  c@x.org '
    form.services.spay_neuter = { offered: true, dogSmall: ['100', '200'], dogLarge: ['', '300'], cat: ['1', '2'] }
    const { body, problems } = toSettingsBody(form)
    expect(body).toMatchObject({
      radiusMiles: 15,
      theme: { primary: '#0b6e4f' },
      leadEmails: ['a@x.org', 'b@x.org', 'c@x.org'],
      website: undefined,
      logo: undefined,
    })
    expect(Object.keys(body.services as object)).toEqual(['spay_neuter', 'vaccination'])
    expect((body.services as Record<string, unknown>).vaccination).toEqual({ dogSmall: [30, 70], dogLarge: [30, 70], cat: [30, 60] })
    expect(problems).toEqual({ 'services.spay_neuter.dogLarge.0': true })
  })

  it('sends one language alone, no languages when both are ticked, and answers none ticked before sending', () => {
    const form = toSettingsForm(clinic({ languages: ['es'] }))
    expect(form.languages).toEqual({ en: false, es: true })
    expect(toSettingsBody(form).body.languages).toEqual(['es'])
    expect(toSettingsBody({ ...form, languages: { en: true, es: true } }).body.languages).toBeUndefined()
    expect(toSettingsBody({ ...form, languages: { en: false, es: false } }).problems).toEqual({ languages: true })
    expect(formErrors({ languages: 'At least one language', 'languages.0': 'Must be en or es' }, line).fields).toEqual({
      languages: 'At least one language',
    })
  })
})
