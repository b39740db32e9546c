import type { ServerText } from '../../text/en'
import type { SourceId } from '../sources'
import type { Species } from '../toxins'

/** How soon the owner should act. */
export type Urgency = 'emergency' | 'soon' | 'routine'

/** A sign the engine looks for in the owner's words. */
export interface SignRule {
  /** The rule's name, reported with the sign (for the clinic and for tests). */
  id: string
  /** The sign's name and advice in the server's text catalogues. */
  flag: keyof ServerText['flags']
  /** Its urgency, or one per species where the same words weigh differently in a cat and a dog. */
  urgency: Urgency | Record<Species, Urgency>
  /** English phrases (phrase.ts syntax). */
  en: string[]
  /** Spanish phrases. */
  es: string[]
  source: SourceId
  /** Phrases that use the same words for something else; a match inside one is not the sign. */
  not?: string[]
  /** Phrases that, anywhere in the text, make this sign routine ("unchanged for months", "fine now"). */
  calm?: string[]
}
