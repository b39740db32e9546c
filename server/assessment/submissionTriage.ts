import { ageOf } from './ageOf'
import { petFacts } from './petFacts'
import type { PetFacts } from './provider'
import { triage, type Triage } from '../triage/triage'

/**
 * The engine's triage of a stored submission, from its facts: the owner's words (chosen issue and
 * free text, never the service name), species, age, name, sex and neuter status, and the boxes
 * ticked on the danger-sign checklist. Signs are named
 * in English (the clinic's language); each keeps its catalogue key, so the owner's e-mail names
 * it in theirs. Contact messages are not leads and have none. A triage that fails is `soon`, never
 * `routine`, and `onError` hears why.
 */
export function submissionTriage(
  kind: string,
  data: Record<string, unknown>,
  now = new Date(),
  onError?: (err: unknown) => void,
): Triage | null {
  if (kind === 'contact') return null
  try {
    const facts = petFacts(kind as PetFacts['kind'], data)
    const age = ageOf(facts.birthday, now)
    return triage({
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
    })
  } catch (err) {
    // A triage that cannot read the facts must not call the lead routine: `soon` makes a person
    // look at it today, and the error is reported (with the lead's id, by the caller) to be fixed.
    onError?.(err)
    return { urgency: 'soon', signs: [] }
  }
}
