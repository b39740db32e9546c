import { describe, expect, it } from 'vitest'
import { validateOptions } from '../host/validateOptions'
import { en } from './en'
import { es } from './es'
import { localize } from './localize'
import { pickLang } from './pickLang'

const page = (lang: string) => ({ documentElement: { lang } }) as unknown as Document

describe('pickLang', () => {
  it('takes the lang option first, then a clinic with one language, then <html lang>, else English', () => {
    expect(pickLang('en', ['es'], page('es-MX'))).toBe('en')
    expect(pickLang(undefined, ['es'], page('en'))).toBe('es')
    expect(pickLang(undefined, ['en', 'es'], page('es'))).toBe('es')
    expect(pickLang(undefined, undefined, page('es-MX'))).toBe('es')
    expect(pickLang(undefined, undefined, page('ES-us'))).toBe('es')
    expect(pickLang(undefined, undefined, page('en-US'))).toBe('en')
    // 'est' is Estonian, not Spanish.
    expect(pickLang(undefined, undefined, page('est'))).toBe('en')
    expect(pickLang(undefined, undefined, page(''))).toBe('en')
    expect(pickLang(undefined, undefined, undefined)).toBe('en')
  })

  it('mount refuses a language it does not speak, naming the ones it does', () => {
    const el = { attachShadow() {} }
    expect(() => validateOptions(el, { form: 'health', lang: 'fr' as never })).toThrow(/unknown lang "fr"; expected one of en, es/)
    expect(() => validateOptions(el, { form: 'health', lang: 'es' })).not.toThrow()
  })
})

describe('localize', () => {
  it('shows a shared schema message or step title in the current language, anything else as it is', () => {
    expect(localize(en.messages.required, es)).toBe(es.messages.required)
    expect(localize(en.messages.birthdayPast, es)).toBe(es.messages.birthdayPast)
    expect(localize(en.clinic.stepPet, es)).toBe(es.clinic.stepPet)
    expect(localize(en.messages.required, en)).toBe(en.messages.required)
    expect(localize('Unknown clinic id', es)).toBe('Unknown clinic id')
    expect(localize(undefined, es)).toBeUndefined()
  })
})
