import { petFacts } from '../assessment/petFacts'
import type { PetFacts } from '../assessment/provider'
import { findFlags, type Urgency } from '../assessment/redFlags'

const RANK: Record<Urgency, number> = { routine: 0, soon: 1, emergency: 2 }

/**
 * The urgency the inbox shows, from the server's red-flag rules on the owner's own words (the
 * rules the assessment and the e-mails' emergency notice use): the worst sign found, so
 * `emergency` (breathing, seizure, poisoning...), `soon` (vomiting, not eating, limping...), or
 * `routine` when no sign or only routine ones. Contact messages are not leads and have none.
 */
export function leadUrgency(kind: string, data: Record<string, unknown>): Urgency | null {
  if (kind === 'contact') return null
  try {
    const facts = petFacts(kind as PetFacts['kind'], data)
    const flags = findFlags([facts.issue ?? '', facts.ownerNotes].join('\n'))
    return flags.reduce<Urgency>((worst, f) => (RANK[f.urgency] > RANK[worst] ? f.urgency : worst), 'routine')
  } catch {
    return 'routine'
  }
}
