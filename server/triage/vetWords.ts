import { concepts } from './concepts'
import { phrase } from './phrase'
import { VET_WORDS } from './ruleData'

// The vet logic's words (data/words/vetWords.json): concepts and phrase lists that the rules needing several facts at once
// combine in triage.ts (age, vaccines, how long, litter box, birth, heat, intact, heat exposure), compiled once.

/** Concepts the vet logic needs, each told by one phrase or a few: `WORD.vomit` is vomiting in either language, `WORD.male` a male pet named or spoken of. */
export const WORD = concepts(VET_WORDS.concepts)
export const YOUNG = VET_WORDS.phrases('YOUNG').map(phrase)
export const UNVACCINATED = VET_WORDS.phrases('UNVACCINATED').map(phrase)
export const VACCINES_DOUBTED = VET_WORDS.phrases('VACCINES_DOUBTED').map(phrase)
export const VACCINE_UNKNOWN = VET_WORDS.phrases('VACCINE_UNKNOWN').map(phrase)
export const LONG = VET_WORDS.phrases('LONG').map(phrase)
export const RESOLVED = VET_WORDS.phrases('RESOLVED').map(phrase)
export const CHRONIC = VET_WORDS.phrases('CHRONIC').map(phrase)
export const LITTER = VET_WORDS.phrases('LITTER').map(phrase)
export const NO_URINE = VET_WORDS.phrases('NO_URINE').map(phrase)
export const BIRTH = VET_WORDS.phrases('BIRTH').map(phrase)
export const LONG_STRAIN = VET_WORDS.phrases('LONG_STRAIN').map(phrase)
export const HOURS_OR_HALF = VET_WORDS.phrases('HOURS_OR_HALF').map(phrase)
export const RECENT_COUNT = VET_WORDS.phrases('RECENT_COUNT').map(phrase)
export const HEAT = VET_WORDS.phrases('HEAT').map(phrase)
export const INTACT = VET_WORDS.phrases('INTACT').map(phrase)
export const HEAT_SOURCE = VET_WORDS.phrases('HEAT_SOURCE').map(phrase)
