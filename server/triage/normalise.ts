/** One word of the owner's text: `w` normalised (lower case, no accents, no apostrophes). */
export interface Token {
  w: string
  /** The owner's own spelling, for the clinic to read. */
  raw: string
  /** Index of the clause (split at punctuation and at "but", "pero"...): negation does not cross it. */
  clause: number
  /** Index of the stretch between punctuation marks: a phrase's gap does not cross one. */
  part: number
  /** The owner wrote it with a capital inside a sentence (a name: "Lily" the cat, not the flower). */
  named: boolean
  /** Its clause ends with a question mark or opens with "¿": asked, not told. */
  question?: boolean
}

/** Words that end a clause as punctuation does: "no vomiting, but he collapsed" negates only the vomiting. */
const CLAUSE_WORDS = new Set(['but', 'however', 'although', 'though', 'except', 'pero', 'aunque', 'sino', 'excepto', 'salvo'])

/**
 * Texting shorthand read as the word it stands for: "in n out of the box", "green & sweet",
 * "w/o" (without: a negation), "q"/"k" for "que", "xq"/"pq" for "porque", "tmb" for "también".
 */
const SHORTHAND: Record<string, string> = {
  n: 'and',
  nd: 'and',
  u: 'you',
  ur: 'your',
  r: 'are',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  b4: 'before',
  thru: 'through',
  rn: 'now',
  tho: 'though',
  q: 'que',
  k: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  tmb: 'tambien',
  tb: 'tambien',
  tambn: 'tambien',
  x: 'por',
  pa: 'para',
  ta: 'esta',
}

/** Words owners run together, read as the two words the rules know ("litterbox" is "litter box"). */
const COMPOUNDS: Record<string, string[]> = {
  litterbox: ['litter', 'box'],
  litterboxes: ['litter', 'box'],
  catbox: ['cat', 'box'],
  littertray: ['litter', 'tray'],
}

/** Lower case, accents and marks removed (ñ becomes n), curly quotes straightened. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'")
}

/**
 * The owner's text as tokens: words and numbers, apostrophes dropped inside words ("can't" is
 * "cant", "isn't" is "isnt"), with a clause number that changes at . , ; : ! ? ( ) and line
 * breaks and at contrast words. Clause words are not tokens themselves.
 */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = []
  let clause = 0
  let part = 0
  let sentenceStart = true
  const re = /([\p{L}\p{N}]+(?:'[\p{L}]+)*)|([.,;:!?()\n¡¿/]+)|(\s+)|(.)/gu
  const asked = new Set<number>()
  const spelled = text
    .replace(/\bw\/o\b/gi, ' without ')
    .replace(/\bw\/(?=\s|\p{L})/giu, ' with ')
    .replace(/(^|\s)&(?=\s|$)/g, '$1and')
  for (const m of spelled.matchAll(re)) {
    if (m[2]) {
      if (m[2].includes('?')) asked.add(clause)
      clause++
      part++
      if (m[2].includes('¿')) asked.add(clause)
      if (/[.!?\n¡¿]/.test(m[2])) sentenceStart = true
      continue
    }
    if (!m[1]) continue
    const raw = m[1]
    const folded = fold(raw).replace(/'/g, '')
    const w = (Object.hasOwn(SHORTHAND, folded) ? SHORTHAND[folded] : undefined) ?? folded
    if (CLAUSE_WORDS.has(w)) {
      clause++
      continue
    }
    const named = !sentenceStart && /^\p{Lu}\p{Ll}/u.test(raw)
    for (const part1 of (Object.hasOwn(COMPOUNDS, w) ? COMPOUNDS[w] : undefined) ?? [w]) tokens.push({ w: part1, raw, clause, part, named })
    sentenceStart = false
  }
  for (const t of tokens) if (asked.has(t.clause)) t.question = true
  return tokens
}
