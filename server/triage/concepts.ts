import { phrase, type Phrase } from './phrase'

/** A table of concepts, each one phrase or several (phrase.ts syntax), compiled to the lists `findPhrase` reads. */
// @__NO_SIDE_EFFECTS__
export function concepts<K extends string>(words: Record<K, string | string[]>): Record<K, Phrase[]> {
  return Object.fromEntries(Object.entries<string | string[]>(words).map(([k, w]) => [k, [w].flat().map(phrase)])) as Record<K, Phrase[]>
}
