import { phrase } from './phrase'
import { EXPOSURE_WORDS } from './ruleData'

// The words that tell whether a pet ate something (data/words/exposureWords.json): eaten by accident, drunk, taken away in
// time, never real, a name used as a size; and the words before a pet's name ("my cat Lily" is not a lily). The engine
// reads them around a toxin's name (triage.ts).

export const ACCIDENT = EXPOSURE_WORDS.phrases('ACCIDENT').map(phrase)
export const PET_WORDS = new Set(EXPOSURE_WORDS.words('PET_WORDS'))
export const INGESTED = EXPOSURE_WORDS.phrases('INGESTED').map(phrase)
export const UNKNOWN_INGESTION = EXPOSURE_WORDS.phrases('UNKNOWN_INGESTION').map(phrase)
export const SIZE_BEFORE = EXPOSURE_WORDS.phrases('SIZE_BEFORE').map(phrase)
export const RESCUED = EXPOSURE_WORDS.phrases('RESCUED').map(phrase)
export const REAL = new Set(EXPOSURE_WORDS.words('REAL'))
export const NOT_REAL = EXPOSURE_WORDS.phrases('NOT_REAL').map(phrase)
export const SOME_EATEN = EXPOSURE_WORDS.phrases('SOME_EATEN').map(phrase)
