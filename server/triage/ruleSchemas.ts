import * as v from 'valibot'

// The shape of every file in data/: what a vet may write there, checked when the engine loads them
// (ruleData.ts) and by ruleData.test.ts, so a malformed entry stops the server with the file and entry named.

const URGENCY = ['emergency', 'soon', 'routine'] as const
const SPECIES = ['dog', 'cat'] as const

/** A word of one alternative: letters or digits (accents fold like the owner's text), `?` after a letter makes it optional, `*` at its end makes it a stem. */
const WORD = /^[\p{L}\p{N}#'][\p{L}\p{N}#'?]*\*?$/u

/**
 * Why a phrase cannot be read, or null: words separated by spaces, each position a `~N` gap or
 * alternatives joined by `|` (words of one alternative joined by `_`), with a trailing `?` for an
 * optional position. An empty alternative ("a||b"), a lone `*`, a gap without its number or a
 * `{LIST}` that names no word list would otherwise match nothing, or everything, without a word.
 */
export function phraseProblem(text: string, lists: readonly string[] = []): string | null {
  const parts = text.trim().split(/\s+/)
  if (!text.trim()) return 'empty phrase'
  if (parts.every((p) => /^~\d+$/.test(p))) return `"${text}" has gaps and no word`
  for (const part of parts) {
    if (/^~\d+$/.test(part)) continue
    if (part.startsWith('~')) return `"${part}" in "${text}": a gap is ~ and a number (~2)`
    const alts = (part.endsWith('?') ? part.slice(0, -1) : part).split('|')
    for (const alt of alts) {
      const list = /^\{(\w*)\}$/.exec(alt)
      if (list && lists.includes(list[1]!)) continue
      if (alt.includes('{')) return `"${alt}" in "${text}" names no word list`
      if (!alt || alt.split('_').some((w) => !WORD.test(w))) return `"${part}" in "${text}" is not words joined by | and _`
    }
  }
  return null
}

// @__NO_SIDE_EFFECTS__
function phrase(lists: readonly string[]) {
  return v.pipe(
    v.string(),
    v.check(
      (s) => phraseProblem(s, lists) === null,
      (issue) => phraseProblem(String(issue.input), lists) ?? 'unreadable phrase',
    ),
  )
}
// @__NO_SIDE_EFFECTS__
function phrases(lists: readonly string[]) {
  return v.pipe(v.array(phrase(lists)), v.minLength(1, 'needs at least one phrase'))
}
const why = v.optional(v.pipe(v.string(), v.minLength(1)))
const id = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'an id is letters, digits and dashes'))

/** One public page a rule follows: who publishes it, an https address, a short quote of what it says and the day it was read. */
export const sourceSchema = v.strictObject({
  organisation: v.pipe(v.string(), v.minLength(1)),
  title: v.pipe(v.string(), v.minLength(1)),
  url: v.pipe(v.string(), v.url(), v.startsWith('https://', 'a source is an https address')),
  quote: v.pipe(v.string(), v.minLength(10), v.maxLength(200, 'a quote is at most 200 characters')),
  checked: v.pipe(v.string(), v.isoDate('checked is a date, YYYY-MM-DD')),
})
export const sourcesSchema = v.record(id, sourceSchema)

/** A sign's file: a few words on the family and its signs, each with its words in both languages. */
// @__NO_SIDE_EFFECTS__
export function signsSchema(sourceIds: readonly string[], flags: readonly string[], lists: readonly string[]) {
  const p = phrases(lists)
  return v.strictObject({
    about: why,
    signs: v.array(
      v.strictObject({
        id,
        flag: v.picklist(flags, 'unknown flag (server/text/en.ts flags)'),
        urgency: v.union(
          [v.picklist(URGENCY), v.strictObject({ dog: v.picklist(URGENCY), cat: v.picklist(URGENCY) })],
          'urgency is emergency, soon or routine, or one per species',
        ),
        source: v.picklist(sourceIds, 'unknown source (data/sources.json)'),
        why,
        en: p,
        es: p,
        not: v.optional(p),
        calm: v.optional(p),
      }),
    ),
  })
}

/** The toxin lexicon: each poison by its names in both languages, the species it endangers and its page. */
// @__NO_SIDE_EFFECTS__
export function toxinsSchema(sourceIds: readonly string[], lists: readonly string[]) {
  const p = phrases(lists)
  return v.array(
    v.strictObject({
      id,
      why,
      species: v.pipe(v.array(v.picklist(SPECIES)), v.minLength(1)),
      source: v.picklist(sourceIds, 'unknown source (data/sources.json)'),
      urgency: v.optional(v.picklist(['emergency', 'soon'])),
      otherSpecies: v.optional(v.literal('soon')),
      prescribed: v.optional(v.boolean()),
      en: p,
      es: p,
      everyday: v.optional(p),
      not: v.optional(p),
    }),
  )
}

/** A words file: lists of phrases (an `include` names lists of the same file that come first) or sets of plain words, and concepts. */
// @__NO_SIDE_EFFECTS__
export function wordsSchema(lists: readonly string[]) {
  const list = v.union(
    [
      v.strictObject({
        why,
        include: v.optional(v.array(v.string())),
        phrases: v.pipe(v.array(phrase(lists)), v.minLength(1, 'needs at least one phrase')),
      }),
      v.strictObject({
        why,
        words: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[\p{L}\p{N}#'_]+$/u, 'a word is letters and digits'))), v.minLength(1)),
      }),
    ],
    'a list is { phrases: [...] } or { words: [...] }',
  )
  return v.strictObject({ about: why, concepts: v.optional(v.record(v.string(), list)), lists: v.record(v.string(), list) })
}

/** The signs in the order they are looked for and reported, worst first. */
export const orderSchema = v.array(id)
