import { petFacts } from './petFacts'
import type { PetFacts } from './provider'
import { triageInputOf } from './triageInputOf'
import { failSafe } from '../triage/failSafe'
import { readAgain } from '../triage/secondReader/readAgain'
import { triage, type Triage, type TriageInput } from '../triage/triage'

/** Which reader failed, for the error's log line. */
export type TriageStage = 'rules' | 'second reader'

/**
 * The stored triage of a submission, from its facts: the owner's words (chosen issue and free
 * text, never the service name), species, age, name, sex and neuter status, and the boxes ticked on
 * the danger-sign checklist (each an emergency by itself), read by the rules and
 * then by the second reader, which may only raise their answer. Signs are named in English (the
 * clinic's language); each keeps its catalogue key, so the owner's e-mail names it in theirs.
 * Contact messages are not leads and have none. A triage that fails is at least `soon` with the
 * "call the clinic now if" box (failSafe.ts), never `routine`, and `onError` hears why.
 */
export function submissionTriage(
  kind: string,
  data: Record<string, unknown>,
  now = new Date(),
  onError?: (err: unknown, stage: TriageStage) => void,
): Triage | null {
  if (kind === 'contact') return null
  let input: TriageInput
  let first: Triage
  try {
    input = triageInputOf(petFacts(kind as PetFacts['kind'], data), now)
    first = triage(input)
  } catch (err) {
    // A triage that cannot read the facts must not call the lead routine: `soon` makes a person
    // look at it today, and the error is reported (with the lead's id, by the caller) to be fixed.
    onError?.(err, 'rules')
    return failSafe()
  }
  try {
    return readAgain(first, input)
  } catch (err) {
    // The reader only ever raises: without it the rules' answer stands, at least `soon`.
    onError?.(err, 'second reader')
    return failSafe(first)
  }
}
