import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { tokenise } from './normalise'
import { findPhrase, mayMatchAnyOf, phrase } from './phrase'

const lists = {
  vomiting: ['vomit*', 'throw* up', 'threw up', 'vomita*'].map(phrase),
  breathing: ['cant|cannot|unable to? breathe', 'labou?red breath*', 'gasp*'].map(phrase),
  // An optional first slot and a gap: the anchor is the first required slot ("seizure*").
  fits: ['had|having? ~2 seizure*', 'convuls*'].map(phrase),
}
const dev = readFileSync(new URL('./cases/dev.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => String((JSON.parse(line) as { text?: unknown }).text ?? ''))

describe("a rule's phrase list asked of a text at once (mayMatchAnyOf)", () => {
  it('says no only for a text in which no phrase of the list is found, over every dev case', () => {
    for (const [name, list] of Object.entries(lists)) {
      const may = mayMatchAnyOf(list)
      let skipped = 0
      for (const text of dev) {
        const tokens = tokenise(text)
        const found = list.some((p) => findPhrase(tokens, p).length > 0)
        if (!may(tokens)) {
          skipped++
          expect({ name, text, found }).toEqual({ name, text, found: false })
        } else if (found) expect(may(tokens)).toBe(true)
      }
      // Most texts hold none of a rule's words: those are the ones skipped whole.
      expect(skipped, name).toBeGreaterThan(dev.length / 2)
    }
  })

  it('says yes for a text holding a first word of a phrase, as a prefix or after optional words, and no for one holding none', () => {
    expect(mayMatchAnyOf(lists.vomiting)(tokenise('He has been vomiting all night'))).toBe(true)
    expect(mayMatchAnyOf(lists.fits)(tokenise('she had two seizures today'))).toBe(true)
    // Only the first required word is asked: words out of order may still be tried (and not found).
    expect(mayMatchAnyOf(lists.breathing)(tokenise('Her breathing is laboured'))).toBe(true)
    expect(mayMatchAnyOf(lists.breathing)(tokenise('He sleeps a lot and breathes fine'))).toBe(false)
    expect(mayMatchAnyOf(lists.breathing)(tokenise('laboured breathing since noon'))).toBe(true)
    expect(mayMatchAnyOf(lists.vomiting)(tokenise(''))).toBe(false)
  })
})
