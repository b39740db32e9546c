import { fold, type Token } from './normalise'

/** One word of an alternative, compiled: the word (without its `*`) and whether it matches as a prefix. */
interface Word {
  w: string
  prefix: boolean
}

/** One position of a phrase: any of `alts` (a trailing `*` matches as a prefix), or a gap of up to `gap` words. */
interface Slot {
  alts: string[]
  /** `alts` split into their words once, at compile time: matching runs for every rule at every word of every lead. */
  words: Word[][]
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
  const slots: Phrase = fold(text)
    .trim()
    .split(/\s+/)
    .map((part) => {
      const gap = /^~(\d+)$/.exec(part)
      if (gap) return { alts: [], words: [], optional: true, gap: Number(gap[1]) }
      const optional = part.endsWith('?')
      const alts = (optional ? part.slice(0, -1) : part).replace(/'/g, '').split('|').flatMap(spellings)
      const words = alts.map((a) => a.split('_').map((w) => (w.endsWith('*') ? { w: w.slice(0, -1), prefix: true } : { w, prefix: false })))
      return { alts, words, optional, gap: 0 }
    })
  file(slots)
  return slots
}

/** A letter followed by `?` inside a word is optional: `labou?red` is "labored" and "laboured". */
function spellings(alt: string): string[] {
  const q = alt.indexOf('?')
  if (q < 1) return [alt]
  return [...spellings(alt.slice(0, q - 1) + alt.slice(q + 1)), ...spellings(alt.slice(0, q) + alt.slice(q + 1))]
}

/** How many tokens from `i` the alternative covers (its words joined by `_`), all within `part`, or 0. */
function fits(alt: Word[], tokens: Token[], i: number, part: number): number {
  if (i + alt.length > tokens.length) return 0
  for (let k = 0; k < alt.length; k++) {
    const { w, prefix } = alt[k]!
    const t = tokens[i + k]!
    if (t.part !== part || (prefix ? !t.w.startsWith(w) : t.w !== w)) return 0
  }
  return alt.length
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
  for (const alt of slot.words) {
    const n = fits(alt, tokens, i, part)
    if (!n) continue
    const end = matchFrom(tokens, slots, s + 1, i + n, part)
    if (end >= 0) return end
  }
  return slot.optional ? matchFrom(tokens, slots, s + 1, i, part) : -1
}

/** Where each distinct word of a text stands, so a phrase is tried only where its first word is. */
interface WordIndex {
  at: Map<string, number[]>
}

/**
 * A phrase's anchor: the words its first required slot starts with (exact, and prefixes). Every
 * match passes through that slot, so a text holding none of them cannot match and is not tried
 * at all: most of the engine's 1,500 phrases are absent from any one lead, and this asks each
 * once per text instead of at every word. Null when the phrase has no required slot, or one
 * whose alternative is a bare `*` (any word).
 */
interface Anchor {
  exact: Set<string>
  prefixes: string[]
}

/**
 * What matching keeps about a phrase and about a text, on the object itself under a symbol: the
 * engine asks it for every phrase at every lead, several times, and a property read costs a
 * fraction of a WeakMap lookup (bench/profileIntake.ts: the WeakMaps were half of triage's time).
 */
const KEPT = Symbol('phrase matching')
interface PhraseKept {
  anchor: Anchor | null
  /** Its number among the filed phrases; undefined: not filed (built by hand). */
  seq?: number
}
interface TextKept {
  index?: WordIndex
  /** The filed phrases it may match, by number (1: may), and how many were filed when it was read. */
  candidates?: { may: Uint8Array; upTo: number }
}
type Kept<T, K> = T & { [KEPT]?: K }

const phraseKept = (slots: Phrase): PhraseKept => (slots as Kept<Phrase, PhraseKept>)[KEPT] ?? keep(slots, { anchor: anchorFrom(slots) })
const textKept = (tokens: Token[]): TextKept => (tokens as Kept<Token[], TextKept>)[KEPT] ?? keep(tokens, {})

function keep<K>(o: object, k: K): K {
  Object.defineProperty(o, KEPT, { value: k })
  return k
}

function anchorFrom(slots: Phrase): Anchor | null {
  const slot = slots.find((s) => !s.optional && !s.gap)
  let anchor: Anchor | null = null
  if (slot && !slot.words.some((alt) => alt[0]?.prefix && !alt[0].w)) {
    anchor = { exact: new Set(), prefixes: [] }
    for (const [first] of slot.words) {
      if (first?.prefix) anchor.prefixes.push(first.w)
      else if (first) anchor.exact.add(first.w)
    }
  }
  return anchor
}

/**
 * Every compiled phrase with an anchor, filed under its anchor's words and prefixes (phrase()
 * files each as it compiles it), so a text finds the phrases it may match in one pass over its own
 * words, and each phrase asks one array: the engine runs 1,500 phrases over every lead, several times.
 */
const BY_WORD = new Map<string, number[]>()
const BY_PREFIX = new Map<string, number[]>()
let filed = 0

function file(slots: Phrase): void {
  const k = phraseKept(slots)
  if (!k.anchor) return
  const seq = (k.seq = ++filed)
  const put = (m: Map<string, number[]>, key: string) => (m.get(key) ?? m.set(key, []).get(key)!).push(seq)
  for (const w of k.anchor.exact) put(BY_WORD, w)
  for (const p of k.anchor.prefixes) put(BY_PREFIX, p)
}

/** The filed phrases a text may match (its words, and every start of each), and how many were filed when it was read. */
function candidatesOf(tokens: Token[]): { may: Uint8Array; upTo: number } {
  // The text asked last is asked again for rule after rule: an identity check spares the lookup.
  if (recent.tokens === tokens) return recent.candidates!
  const k = textKept(tokens)
  if (!k.candidates) {
    const may = new Uint8Array(filed + 1)
    for (const word of indexOf(tokens).at.keys()) {
      for (const seq of BY_WORD.get(word) ?? []) may[seq] = 1
      for (let n = 1; n <= word.length; n++) for (const seq of BY_PREFIX.get(word.slice(0, n)) ?? []) may[seq] = 1
    }
    k.candidates = { may, upTo: filed }
  }
  recent.tokens = tokens
  recent.candidates = k.candidates
  return k.candidates
}
const recent: { tokens?: Token[]; candidates?: { may: Uint8Array; upTo: number } } = {}

/** Whether the text may hold a match of `slots`: false only when it holds none of the anchor's words. */
function mayMatch(tokens: Token[], slots: Phrase): boolean {
  const { anchor, seq } = phraseKept(slots)
  if (!anchor) return true
  const candidates = candidatesOf(tokens)
  if (seq !== undefined && seq <= candidates.upTo) return candidates.may[seq] === 1
  // A phrase built by hand (not by phrase()), or filed after this text was read: asked directly.
  const { at } = indexOf(tokens)
  // The smaller side is walked and the other looked up: a short lead has tens of words, an anchor
  // up to hundreds of alternatives; a 4,000-character note has hundreds of words.
  if (at.size < anchor.exact.size) {
    for (const word of at.keys()) if (anchor.exact.has(word)) return true
  } else for (const w of anchor.exact) if (at.has(w)) return true
  if (!anchor.prefixes.length) return false
  for (const word of at.keys()) if (anchor.prefixes.some((p) => word.startsWith(p))) return true
  return false
}

/**
 * A test of whether a text may hold a match of any phrase of `list`, for a list read against
 * every text: false only when none of them can match (findPhrase would find nothing in it for
 * each), so a caller may skip the list. The phrases' numbers are read once, here, and the test
 * reads one array per text: the engine's ~300 rules hold 1,500 phrases, and asking each phrase
 * on its own (mayMatch) was half of triage's time. A phrase without an anchor, or filed after
 * the text was read, may always match.
 */
export function mayMatchAnyOf(list: readonly Phrase[]): (tokens: Token[]) => boolean {
  const seqs: number[] = []
  let always = false
  for (const slots of list) {
    const { anchor, seq } = phraseKept(slots)
    if (!anchor || seq === undefined) always = true
    else seqs.push(seq)
  }
  const last = Math.max(0, ...seqs)
  return (tokens) => {
    if (!tokens.length) return false
    if (always) return true
    const { may, upTo } = candidatesOf(tokens)
    if (last > upTo) return true
    for (const seq of seqs) if (may[seq] === 1) return true
    return false
  }
}

/** Below this many words, trying every position costs less than building the index. */
const INDEX_FROM = 8
function indexOf(tokens: Token[]): WordIndex {
  const k = textKept(tokens)
  let index = k.index
  if (!index) {
    const at = new Map<string, number[]>()
    tokens.forEach((t, i) => {
      const list = at.get(t.w)
      if (list) list.push(i)
      else at.set(t.w, [i])
    })
    index = k.index = { at }
  }
  return index
}

/**
 * The positions where a match of `slots` can start, ascending: where a word of its first slot
 * stands. Undefined when the first slot may be skipped (optional or a gap): every position can.
 */
function starts(tokens: Token[], slots: Phrase): number[] | undefined {
  const first = slots[0]
  if (!first || first.optional || first.gap || tokens.length < INDEX_FROM) return undefined
  const { at } = indexOf(tokens)
  const found = new Set<number>()
  for (const alt of first.words) {
    const { w, prefix } = alt[0]!
    if (!prefix) for (const i of at.get(w) ?? []) found.add(i)
    else for (const [word, list] of at) if (word.startsWith(w)) for (const i of list) found.add(i)
  }
  return [...found].sort((a, b) => a - b)
}

/**
 * Every place the phrase occurs in the tokens, as [start, end) word spans, whole words only. A
 * long text is matched only where a phrase's first word stands (the engine runs every rule over
 * every lead's words, so a 4,000-character note must not cost every rule at every word).
 */
export function findPhrase(tokens: Token[], slots: Phrase): Array<[number, number]> {
  const spans: Array<[number, number]> = []
  if (!tokens.length || !mayMatch(tokens, slots)) return spans
  const from = starts(tokens, slots)
  const count = from ? from.length : tokens.length
  for (let k = 0; k < count; k++) {
    const i = from ? from[k]! : k
    const end = matchFrom(tokens, slots, 0, i, tokens[i]!.part)
    if (end > i) spans.push([i, end])
  }
  return spans
}

/** The words a phrase may need, for the typo corrector's vocabulary (prefixes without their `*`). */
export function phraseWords(slots: Phrase): string[] {
  return slots.flatMap((s) => s.alts.flatMap((a) => a.split('_').map((w) => w.replace(/\*$/, ''))))
}
