import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clinicDirectory } from '../clinicDirectory'
import { seedDemoClinics } from '../clinics/seedDemoClinics'
import { openTestDb } from '../testing/testDb'
import { assessmentMail } from './assessmentMail'

/**
 * The owner's e-mail gives a way to act: the clinic's name, phone, address and booking link, in
 * the owner's language; a service request's e-mail calls its estimate an estimate.
 */
const willow = {
  name: 'Willow Veterinary Hospital',
  phone: '(925) 555-0101',
  address: '1 Main St, Pleasanton, CA 94566',
  bookingUrl: 'https://willow.example.org/appointments',
  leadEmail: 'x@y.org',
}
const base = {
  to: 'ann@example.com',
  petName: 'Rex',
  result: 'Urgency: MODERATE. Book a vet visit within the next few days.',
  engine: 'offline',
  usedModel: false,
}

describe("the owner's e-mail", () => {
  it("ends with the clinic's name, phone, address and booking link", () => {
    const m = assessmentMail({ ...base, clinic: willow, kind: 'health' })
    expect(m.subject).toBe('Your PetLead assessment for Rex')
    expect(m.text).toContain("Thank you for using Willow Veterinary Hospital's free assessment.")
    expect(m.text).toContain(
      'To book a visit, contact Willow Veterinary Hospital:\nPhone: (925) 555-0101\nAddress: 1 Main St, Pleasanton, CA 94566\nBook online: https://willow.example.org/appointments',
    )
    expect(m.html).toContain('<a href="tel:9255550101">(925) 555-0101</a>')
    expect(m.html).toContain('<a href="https://willow.example.org/appointments">https://willow.example.org/appointments</a>')
  })

  it("is in the owner's language, and leaves out a booking link the clinic does not have", () => {
    const m = assessmentMail({ ...base, clinic: { ...willow, bookingUrl: undefined }, kind: 'dental', lang: 'es' })
    expect(m.subject).toBe('Su evaluación de PetLead para Rex')
    expect(m.text).toContain(
      'Para reservar una visita, comuníquese con Willow Veterinary Hospital:\nTeléfono: (925) 555-0101\nDirección: 1 Main St, Pleasanton, CA 94566\n',
    )
    expect(m.text).not.toContain('Reservar en línea')
    expect(m.html).toContain('<html lang="es">')
  })

  it("calls a service request's estimate an estimate, never an assessment", () => {
    const m = assessmentMail({
      ...base,
      clinic: willow,
      kind: 'low_cost',
      result: 'Service requested: Dental care\nEstimated price: $200 - $400',
    })
    expect(m.subject).toBe('Your PetLead estimate for Rex')
    expect(m.text).toContain('Here is the estimate from Willow Veterinary Hospital.')
    expect(`${m.subject}\n${m.text}`).not.toMatch(/assessment/i)
    const es = assessmentMail({ ...base, kind: 'low_cost', lang: 'es', clinic: { leadEmail: 'leads@petlead.local' } })
    expect(es.subject).toBe('Su presupuesto de PetLead para Rex')
    expect(es.text).not.toMatch(/evaluación/i)
    // The network queue has no clinic to name or call.
    expect(es.text).not.toContain('comuníquese con')
  })
})

describe('the partner directory', () => {
  let t: Awaited<ReturnType<typeof openTestDb>>
  beforeAll(async () => {
    t = await openTestDb()
  }, 120_000)
  afterAll(async () => {
    await t?.close()
  })
  it("gives the clinic's phone, address and booking link for the owner's e-mail", async () => {
    await seedDemoClinics(t.db, new Date('2026-01-01T00:00:00Z'))
    const c = await clinicDirectory(t.db, 'leads@petlead.local').lookup('willow')
    expect(c).toMatchObject({
      name: 'Willow Veterinary Hospital',
      phone: expect.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/),
      address: expect.stringMatching(/, CA \d{5}$/),
      bookingUrl: 'https://willow.example.org/appointments',
    })
  }, 60_000)
})
