import { describe, expect, it } from 'vitest'
import { ownerAppointmentName } from './ownerAppointmentName'

describe('ownerAppointmentName', () => {
  it("reads a type named after its service as that service in the owner's language", () => {
    expect(ownerAppointmentName('Spay / neuter', 'spay_neuter', 'es')).toBe('Esterilización / castración')
    expect(ownerAppointmentName('Spay / neuter', 'spay_neuter', 'en')).toBe('Spay / neuter')
    expect(ownerAppointmentName('Dental care', 'dental_care', 'es')).toBe('Cuidado dental')
  })

  it('keeps a name the clinic wrote itself, in any language', () => {
    expect(ownerAppointmentName('Spay (cats only, mornings)', 'spay_neuter', 'es')).toBe('Spay (cats only, mornings)')
    // Another service's name is the clinic's choice too: only the service it books is translated.
    expect(ownerAppointmentName('Vaccination', 'spay_neuter', 'es')).toBe('Vaccination')
  })
})
