import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { birthdayField, emailField, phoneField, todayIso, weightField, zipField } from './fields'
import { formFields } from './formFields'

const message = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.[0]?.message

describe('field rules', () => {
  it('accepts addresses of the shared rule, case-insensitively', () => {
    for (const ok of ['dana@example.com', 'DANA.W+vet@Mail.Example.ORG', 'a_b%c-d@x-y.io', 'x@y.info', 'dana@example.museum'])
      expect(message(emailField, ok)).toBeUndefined()
  })
  it("rejects other addresses with 'Please enter a valid email address'", () => {
    for (const bad of [
      'dana@example',
      'dana@example.c',
      'dana example@x.com',
      '@x.com',
      'dana@@x.com',
      'x"y@example.com',
      '.dana@x.com',
      'da..na@x.com',
      'dana.@x.com',
      'dana@-x.com',
      'dana@x..com',
      `${'a'.repeat(65)}@x.com`,
    ])
      expect(message(emailField, bad)).toBe('Please enter a valid email address')
    expect(message(emailField, '')).toBe('Is required')
  })
  it("says 'Is required' for blank required fields", () => {
    expect(message(formFields.pet_name, '   ')).toBe('Is required')
    expect(message(formFields.pet_type, '')).toBe('Is required')
    expect(message(formFields.gender, '')).toBe('Is required')
    expect(message(formFields.neutered_or_spayed, '')).toBe('Is required')
    expect(message(formFields.breeds, [])).toBe('Is required')
  })
  it('allows at most two breeds', () => {
    expect(message(formFields.breeds, ['a', 'b'])).toBeUndefined()
    expect(message(formFields.breeds, ['a', 'b', 'c'])).toBe('Choose at most 2 breeds')
  })
  it('keeps zip codes to 10 characters and phones to digits', () => {
    expect(message(zipField, '94566-1234')).toBeUndefined()
    expect(message(zipField, '94566-12345')).toBe('At most 10 characters')
    expect(message(phoneField, '9255550123')).toBeUndefined()
    expect(message(phoneField, '925-555')).toBe('Use digits only')
  })
  it('takes weights as text with one decimal point', () => {
    expect(message(weightField, '42.5')).toBeUndefined()
    expect(message(weightField, '4.2.5')).toBe('Use digits only')
  })
  it('refuses a birthday after today, or a date that does not exist', () => {
    expect(message(birthdayField, todayIso())).toBeUndefined()
    expect(message(birthdayField, '2999-01-01')).toBe('The birthday cannot be after today')
    expect(message(birthdayField, '2021-02-30')).toBe('Is required')
  })

  it('says a filled birthday before 1980 is too early, never that it is missing', () => {
    expect(message(birthdayField, '1979-12-31')).toBe('Please check the year: the birthday cannot be before 1980')
    expect(message(birthdayField, '0019-05-04')).toBe('Please check the year: the birthday cannot be before 1980')
    expect(message(birthdayField, '1980-01-01')).toBeUndefined()
  })
})
