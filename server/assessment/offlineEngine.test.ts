import { describe, expect, it } from 'vitest'
import { validPet } from '../testing/payloads'
import { NO_MODEL_NOTE, offlineAssess, offlineProvider } from './offlineEngine'
import { petFacts } from './petFacts'

const now = new Date('2026-03-02T10:00:00Z')

describe('offline assessment engine', () => {
  it('writes a note from the facts: age, weight against the breed, issue, meds, allergies, and says no model was used', () => {
    const text = offlineAssess(petFacts('health', validPet()), now)
    expect(text).toContain('Rex is 6 years and 9 months old, an adult dog')
    expect(text).toContain('within the typical 55-80 lbs')
    expect(text).toContain('You asked for help with: skin problems, itching or hair loss')
    expect(text).toMatch(/Skin or coat changes/)
    expect(text).toContain('Carprofen (Rimadyl)')
    expect(text).toContain('Known allergies (Chicken)')
    expect(text).toMatch(/^Urgency: LOW/m)
    expect(text).toContain(NO_MODEL_NOTE)
    expect(text).not.toMatch(/diagnos(is|ed) (is|with)/i)
  })

  it('raises urgency for red flags and for an NSAID with vomiting', () => {
    const breathing = offlineAssess(
      petFacts('health', { ...validPet(), additional_info: 'She has trouble breathing since this morning' }),
      now,
    )
    expect(breathing).toMatch(/^Urgency: HIGH/m)
    const nsaid = offlineAssess(petFacts('health', { ...validPet(), additional_info: 'vomiting twice today' }), now)
    expect(nsaid).toMatch(/^Urgency: HIGH/m)
    expect(nsaid).toContain('anti-inflammatory')
  })

  it('uses the breath score for dental checks and flags overweight pets', () => {
    const dental = offlineAssess(
      petFacts('qr_dental', { pet_name: 'Tiger', pet_type: 'Cat', breed: 'Siamese', birthdate: '2012-01-01', bad_breath: '5' }),
      now,
    )
    expect(dental).toContain('Breath rated 5 of 5')
    expect(dental).toMatch(/^Urgency: MODERATE/m)
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
