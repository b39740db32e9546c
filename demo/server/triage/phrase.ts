import { fold, type Token } from './normalise'

/** One position of a phrase: any of `alts` (a trailing `*` matches as a prefix), or a gap of up to `gap` words. */
interface Slot {
  alts: string[]
  optional: boolean
  gap: number
}

/** A compiled phrase: its slots, in order. */
export type Phrase = Slot[]

/**
 * Compiles a phrase written as words separated by spaces: `a|b` is either word, `vomit*` any word
 * starting so, `ran_over` two words in one alternative, a trailing `?` makes the position
 * optional (inside a word it makes the letter before it optional: `colou?r`), and `~3` skips up to three words.
 * Written in plain words (accents optional: they are folded like the owner's text), e.g.
 * `cant|cannot|unable to? pee|urinate*`.
 */
export function phrase(text: string): Phrase {
  return fold(text)
    .trim()
    .split(/\s+/)
    .map((part) => {
      const gap = /^~(\d)$/.exec(part)
      if (gap) return { alts: [], optional: true, gap: Number(gap[1]) }
      const optional = part.endsWith('?')
      const alts = (optional ? part.slice(0, -1) : part).replace(/'/g, '').split('|')
      return { alts: alts.flatMap(spellings), optional, gap: 0 }
    })
}

/** A letter followed by `?` inside a word is optional: `labou?red` is "labored" and "laboured". */
function spellings(alt: string): string[] {
  const q = alt.indexOf('?')
  if (q < 1) return [alt]
  return [...spellings(alt.slice(0, q - 1) + alt.slice(q + 1)), ...spellings(alt.slice(0, q) + alt.slice(q + 1))]
}

function fitsWord(alt: string, w: string | undefined): boolean {
  if (w === undefined) return false
  return alt.endsWith('*') ? w.startsWith(alt.slice(0, -1)) : w === alt
}

/** How many tokens from `i` the alternative covers (its words joined by `_`), or 0. */
/** How many tokens from `i` the alternative covers (its words joined by `_`), all within `part`, or 0. */
function fits(alt: string, tokens: Token[], i: number, part: number): number {
  const words = alt.split('_')
  return words.every((w, k) => tokens[i + k]?.part === part && fitsWord(w, tokens[i + k].w)) ? words.length : 0
}

// A match stays between two punctuation marks: "bumps on his belly, breathing fine" is not "belly breathing".
function matchFrom(tokens: Token[], slots: Phrase, s: number, i: number, part: number): number {
  if (s === slots.length) return i
  const slot = slots[s]
  if (slot.gap) {
    for (let k = 0; k <= slot.gap && i + k <= tokens.length; k++) {
      if (k > 0 && i + k - 1 < tokens.length && tokens[i + k - 1].part !== part) break
      const end = matchFrom(tokens, slots, s + 1, i + k, part)
      if (end >= 0) return end
    }
    return -1
  }
  for (const alt of slot.alts) {
    const n = fits(alt, tokens, i, part)
    if (!n) continue
    const end = matchFrom(tokens, slots, s + 1, i + n, part)
    if (end >= 0) return end
  }
  return slot.optional ? matchFrom(tokens, slots, s + 1, i, part) : -1
}

/** Every place the phrase occurs in the tokens, as [start, end) word spans, whole words only. */
export function findPhrase(tokens: Token[], slots: Phrase): Array<[number, number]> {
  const spans: Array<[number, number]> = []
  for (let i = 0; i < tokens.length; i++) {
    const end = matchFrom(tokens, slots, 0, i, tokens[i].part)
    if (end > i) spans.push([i, end])
  }
  return spans
}

/** The words a phrase may need, for the typo corrector's vocabulary (prefixes without their `*`). */
export function phraseWords(slots: Phrase): string[] {
  return slots.flatMap((s) => s.alts.flatMap((a) => a.split('_').map((w) => w.replace(/\*$/, ''))))
}
