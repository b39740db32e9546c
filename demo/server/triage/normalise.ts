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
}

/** Words that end a clause as punctuation does: "no vomiting, but he collapsed" negates only the vomiting. */
const CLAUSE_WORDS = new Set(['but', 'however', 'although', 'though', 'except', 'pero', 'aunque', 'sino', 'excepto', 'salvo'])

/** Lower case, accents and marks removed (ñ becomes n), curly quotes straightened. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’‘`´]/g, "'")
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
  for (const m of text.matchAll(re)) {
    if (m[2]) {
      clause++
      part++
      if (/[.!?\n¡¿]/.test(m[2])) sentenceStart = true
      continue
    }
    if (!m[1]) continue
    const raw = m[1]
    const w = fold(raw).replace(/'/g, '')
    if (CLAUSE_WORDS.has(w)) {
      clause++
      continue
    }
    const named = !sentenceStart && /^\p{Lu}\p{Ll}/u.test(raw)
    tokens.push({ w, raw, clause, part, named })
    sentenceStart = false
  }
  return tokens
}
