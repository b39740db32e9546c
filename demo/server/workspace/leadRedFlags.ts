import { findFlags } from '../assessment/redFlags'
import { petFacts } from '../assessment/petFacts'
import type { PetFacts } from '../assessment/provider'

/** The signs the red-flag rules find in the owner's own words (the lead page and webhook payloads). */
export function leadRedFlags(kind: string, data: Record<string, unknown>): string[] {
  try {
    const facts = petFacts(kind as PetFacts['kind'], data)
    return findFlags([facts.issue ?? '', facts.ownerNotes].join('\n')).map((f) => f.sign)
  } catch {
    return []
  }
}
