import { describe, expect, it } from 'vitest'
import { validPet } from '../testing/payloads'
import { NO_MODEL_NOTE, offlineAssess, offlineProvider } from './offlineEngine'
import { petFacts } from './petFacts'

const now = new Date('2026-03-02T10:00:00Z')

describe('offline assessment engine', () => {
  it('writes a note from the facts: the complaint first, age, weight against the breed, meds, allergies, and says no model was used', () => {
    const text = offlineAssess(petFacts('health', validPet()), now)
    expect(text).toMatch(/^Assessment for Rex\n\nYou asked for help with skin problems, itching or hair loss\./)
    expect(text).toContain('Rex is 6 years and 9 months old, an adult dog')
    expect(text).toContain('within the typical 55-80 lbs')
    expect(text).toMatch(/^- Skin or coat changes: Check for fleas/m)
    expect(text).toContain('Carprofen (Rimadyl)')
    expect(text).toContain('Known allergies (Chicken)')
    expect(text).toMatch(/^Urgency: LOW/m)
    expect(text.endsWith(NO_MODEL_NOTE)).toBe(true)
    expect(text).not.toMatch(/diagnos(is|ed) (is|with)/i)
  })

  it('states the urgency it is given (the lead stored one) once, and triages the facts itself without one', () => {
    const breathing = petFacts('health', { ...validPet(), additional_info: 'She has trouble breathing since this morning' })
    expect(offlineAssess(breathing, now)).toMatch(/^Urgency: HIGH/m)
    const stored = offlineAssess({ ...breathing, urgency: 'soon' }, now)
    expect(stored.match(/^Urgency: /gm)).toEqual(['Urgency: '])
    expect(stored).toMatch(/^Urgency: MODERATE/m)
    // Without one it reads what the stored triage reads: a box ticked on the danger-sign checklist too.
    const ticked = petFacts('health', { ...validPet(), danger_signs: ['collapse'] })
    expect(offlineAssess(ticked, now)).toMatch(/^Urgency: HIGH/m)
    const nsaid = offlineAssess(petFacts('health', { ...validPet(), additional_info: 'vomiting twice today' }), now)
    expect(nsaid).toContain('anti-inflammatory')
  })

  it("reads a clinic form's issue by its listed wording, not up to the first full stop, and names signs from the owner's own words only", () => {
    const ear = offlineAssess(
      petFacts('health', {
        ...validPet(),
        additional_info: 'i need help with ear problems, scratching ears or head shaking Scratching left ear',
      }),
      now,
    )
    expect(ear).toContain('You asked for help with ear problems, scratching ears or head shaking.')
    expect(ear).not.toContain('Scratching left ear')
    expect(ear).toMatch(/^- Ear discomfort: /m)
    // "head shaking" is the list's wording, not a trembling the owner saw.
    expect(ear).not.toMatch(/low energy/i)
  })

  it('speaks of the species it is written for', () => {
    const tom = petFacts('health', {
      pet_name: 'Tom',
      pet_type: 'cat',
      gender: 'male',
      additional_info: 'He keeps going to the litter box and straining, nothing comes out',
    })
    const note = offlineAssess(tom, now)
    expect(note).toContain('blocked bladder')
    expect(note).not.toMatch(/\bdogs?\b/i)
    const rex = offlineAssess(petFacts('health', { pet_name: 'Rex', pet_type: 'dog', additional_info: 'not eating since yesterday' }), now)
    expect(rex).not.toMatch(/\bcats?\b/i)
  })

  it('uses the breath score for dental checks and flags overweight pets', () => {
    const dental = offlineAssess(
      petFacts('qr_dental', { pet_name: 'Tiger', pet_type: 'Cat', breed: 'Siamese', birthdate: '2012-01-01', bad_breath: '5' }),
      now,
    )
    expect(dental).toContain('You asked for a check of the teeth and mouth.')
    expect(dental).toContain('Breath rated 5 of 5')
    expect(dental).toContain('a senior cat')
    const heavy = offlineAssess(petFacts('health', { ...validPet(), weight: '110' }), now)
    expect(heavy).toContain('above the typical 55-80 lbs')
  })

  it('answers prompts honestly when no model is configured', async () => {
    const answer = await offlineProvider.answer('My dog ate chocolate, what now?')
    expect(answer).toContain('No AI model is configured')
    expect(answer).toContain('Poison Control')
  })
})
