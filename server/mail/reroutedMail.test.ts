import { describe, expect, it } from 'vitest'
import { reroutedMail } from './reroutedMail'

describe("the owner's re-routed e-mail", () => {
  it('names the clinic that calls now and its number, in the owner’s language', () => {
    const o = { to: 'cy@example.com', petName: 'Luna', clinicName: 'Willow Park Animal Hospital', phone: '(925) 555-0100' }
    const en = reroutedMail({ ...o, lang: 'en' })
    expect(en.subject).toBe('A new clinic will call you about Luna')
    expect(en.text).toContain('Willow Park Animal Hospital has your request about Luna now')
    expect(en.text).toContain('(925) 555-0100')
    const es = reroutedMail({ ...o, lang: 'es' })
    expect(es.subject).toBe('Una nueva clínica le llamará sobre Luna')
    expect(es.text).toContain('Willow Park Animal Hospital tiene ahora su solicitud sobre Luna')
    expect(es.html).toContain('lang="es"')
  })
})
