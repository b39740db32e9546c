import { describe, expect, it } from 'vitest'
import { acknowledgementMail } from './acknowledgementMail'

const base = { to: 'dana@example.com', petName: 'Milo', clinicName: 'Pleasanton Pet Care', phone: '(925) 555-0186' }
const callNowEn = 'What you describe may be an emergency. Do not wait for a call: call Pleasanton Pet Care now at (925) 555-0186.'
const callNowEs =
  'Lo que usted describe puede ser una emergencia. No espere una llamada: llame ahora a Pleasanton Pet Care al (925) 555-0186.'

/**
 * The owner's acknowledgement: an emergency's subject says whom to call now and the notice comes
 * before the thanks, in English and Spanish; every other lead's subject says who will contact them.
 */
describe('acknowledgementMail', () => {
  it('an emergency: the subject says to call the clinic now, and the notice is the first line', () => {
    const m = acknowledgementMail({ ...base, when: callNowEn, lang: 'en', callNow: { name: 'Pleasanton Pet Care' } })
    expect(m.subject).toBe('Possible emergency: call Pleasanton Pet Care now at (925) 555-0186')
    expect(m.text.split('\n\n')).toEqual([callNowEn, 'Thank you for your request about Milo.', 'Phone: (925) 555-0186\n'])
    expect(m.html.indexOf('Do not wait for a call')).toBeLessThan(m.html.indexOf('Thank you for your request'))
    expect(m.html).toContain('<a href="tel:9255550186">(925) 555-0186</a>')
  })

  it('an emergency in Spanish', () => {
    const m = acknowledgementMail({ ...base, when: callNowEs, lang: 'es', callNow: { name: 'Pleasanton Pet Care' } })
    expect(m.subject).toBe('Posible emergencia: llame ahora a Pleasanton Pet Care al (925) 555-0186')
    expect(m.text.startsWith(callNowEs)).toBe(true)
  })

  it('an emergency with no number to give: the subject says to call the nearest emergency clinic', () => {
    const en = acknowledgementMail({ ...base, clinicName: undefined, phone: undefined, when: 'x', lang: 'en', callNow: {} })
    expect(en.subject).toBe('Possible emergency: call your nearest emergency veterinary clinic now')
    const es = acknowledgementMail({ ...base, clinicName: undefined, phone: undefined, when: 'x', lang: 'es', callNow: {} })
    expect(es.subject).toBe('Posible emergencia: llame ahora a la clínica veterinaria de emergencia más cercana')
  })

  it('any other lead: the subject and order are unchanged', () => {
    const when = 'Pleasanton Pet Care will call you within 15 minutes.'
    const m = acknowledgementMail({ ...base, when, lang: 'en' })
    expect(m.subject).toBe('We have your request: Pleasanton Pet Care will contact you')
    expect(m.text.split('\n\n')[0]).toBe('Thank you for your request about Milo.')
    expect(acknowledgementMail({ ...base, when, lang: 'es' }).subject).toBe(
      'Recibimos su solicitud: Pleasanton Pet Care se comunicará con usted',
    )
  })
})
