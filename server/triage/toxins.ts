import { TOXIN_DATA } from './ruleData'
import type { SourceId } from './sources'

/** A pet's species, as the widgets send it. */
export type Species = 'dog' | 'cat'

/** One poison the engine knows, by every name an owner may use (data/toxins.json, whose `en` is `names` here). */
export interface Toxin {
  id: string
  /** English generic names, brands and owners' words (phrase syntax, see phrase.ts). */
  names: string[]
  /** Spanish names. */
  es: string[]
  /** The species for which it is dangerous; a mention for another species is not a sign. */
  species: Species[]
  source: SourceId
  /** A veterinary medicine the pet may be prescribed: only an accident (ate the bottle, extra dose) counts. */
  prescribed?: boolean
  /** Phrases that use the name for something else ("chocolate lab", "peace lily"). */
  not?: string[]
  /** The urgency for the species not listed (a lily leaf for a dog: a stomach upset), when not nothing. */
  otherSpecies?: 'soon'
  /**
   * Names that are also everyday words ("café" is brown, "vino" is "came", "hongos" a skin fungus,
   * "tomcat" a male cat): counted only beside a word of eating or drinking.
   */
  everyday?: string[]
  /** Most are emergencies; a few are worth a call soon. */
  urgency?: 'emergency' | 'soon'
}

/**
 * The toxin lexicon (data/toxins.json): the ASPCA Animal Poison Control and Pet Poison Helpline's most
 * common calls, with brands and Spanish names. Any mention counts (owners rarely write "ate" before the
 * name), unless it is denied, long past, or only asked about (scope.ts).
 */
export const TOXINS: Toxin[] = TOXIN_DATA as Toxin[]
