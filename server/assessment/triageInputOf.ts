import { ageOf } from './ageOf'
import type { PetFacts } from './provider'
import type { TriageInput } from '../triage/triage'

/**
 * What the triage reads of a pet's facts: the owner's words (chosen issue and free text), species,
 * age on `now`, name, sex, neuter status, medicines, the breath score and the ticked danger signs.
 * One home, so the stored triage and the offline note's own reading (when no stored urgency is
 * given) read the same facts. No language: the stored triage names its signs in English, the
 * clinic's; the note adds the owner's.
 */
export function triageInputOf(facts: PetFacts, now: Date): TriageInput {
  const age = ageOf(facts.birthday, now)
  return {
    text: facts.ownerNotes,
    issue: facts.issue,
    species: facts.petType,
    petName: facts.petName,
    ageMonths: age ? age.years * 12 + age.months : null,
    sex: facts.gender,
    neutered: facts.neutered,
    medications: facts.medications,
    breathScore: facts.breathScore,
    dangerSigns: facts.dangerSigns,
  }
}
