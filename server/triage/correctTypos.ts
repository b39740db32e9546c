import { editDistance } from './editDistance'
import type { Token } from './normalise'
import { slip } from './spellingSlips'

/**
 * Common words an edit or two away from a sign's word, never corrected ("breed" is not "bleed",
 * "seven" is not "seizure"). Grown from the case set's false corrections.
 */
const KEEP = new Set([
  'chilled',
  'breed',
  'breeds',
  'breeder',
  'breeders',
  'bread',
  'speed',
  'needed',
  'feeding',
  'seeing',
  'started',
  'stayed',
  'stared',
  'sitting',
  'getting',
  'letting',
  'setting',
  'putting',
  'cutting',
  'staining',
  'stained',
  'months',
  'mouths',
  'moths',
  'eating',
  'beating',
  'heating',
  'seating',
  'sleeping',
  'weeping',
  'keeping',
  'peeing',
  'pooping',
  'hoping',
  'coping',
  'moping',
  'throws',
  'throat',
  'though',
  'through',
  'thought',
  'should',
  'shoulder',
  'around',
  'ground',
  'wounds',
  'sounds',
  'rounds',
  'stones',
  'stories',
  'stores',
  'little',
  'bottle',
  'battle',
  'cattle',
  'kitten',
  'kittens',
  'bitten',
  'mitten',
  'sitter',
  'litter',
  'letter',
  'better',
  'bitter',
  'butter',
  'twitter',
  'walked',
  'talked',
  'barked',
  'parked',
  'marked',
  'worked',
  'looked',
  'cooked',
  'booked',
  'hooked',
  'picked',
  'licked',
  'kicked',
  'ticked',
  'tucked',
  'drinks',
  'drinking',
  'thinking',
  'sinking',
  'winking',
  'blinking',
  'shrinking',
  'stinking',
  'brings',
  'things',
  'string',
  'strong',
  'spring',
  'because',
  'become',
  'before',
  'behind',
  'really',
  'reading',
  'reason',
  'season',
  'second',
  'secondo',
  'normal',
  'animal',
  'central',
  'mental',
  'dental',
  'family',
  'finally',
  'friend',
  'friends',
  'please',
  'pleased',
  'played',
  'plays',
  'playing',
  'praying',
  'spraying',
  'staying',
  'saying',
  'laying',
  'paying',
  'comida',
  'comido',
  'comiendo',
  'comienza',
  'camina',
  'caminar',
  'cansado',
  'casado',
  'pasado',
  'pesado',
  'parado',
  'parece',
  'perece',
  'perro',
  'perros',
  'perra',
  'perras',
  'mucho',
  'mucha',
  'muchos',
  'muchas',
  'noche',
  'coche',
  'leche',
  'ayer',
  'meses',
  'semanas',
  'semana',
  'tiene',
  'tienen',
  'viene',
  'sangre',
  'hambre',
  'nombre',
  'hombre',
  'vomits',
  'shakes',
  'shaking',
  'making',
  'taking',
  'baking',
  'waking',
  'walking',
  'talking',
  'barking',
  'parking',
  'working',
  'looking',
  'cooking',
  'appointment',
  'checkup',
  'vaccine',
  'vaccines',
  'vaccinated',
  'booster',
  'boosters',
  'refill',
  'refills',
  'prescription',
  'medication',
  'medications',
  'nails',
  'grooming',
  'chicken',
  'chickens',
  'kitchen',
  'squirts',
  'scarfed',
  'overnight',
  'clipped',
  'clipping',
  'brownish',
  'mordiendo',
  'smelling',
  'smelled',
  'smelly',
  'spelling',
  'swelling',
  'castrar',
  'castrado',
  'castrada',
  'castracion',
  'castrate',
  'costume',
  'costumbre',
  'pupils',
  'poodle',
  'puddle',
  'noodle',
  'doodle',
  'beagle',
  'bengal',
  'siamese',
  'persian',
  'ragdoll',
  'labrador',
  'retriever',
  'shepherd',
  'terrier',
  'bulldog',
  'husky',
  // Everyday words one left-out letter or one edit from a sign's word.
  'cocina',
  'cocinar',
  'sized',
  'paro',
  'alla',
  'hule',
  'backing',
  'leaving',
  'shredding',
  'trainer',
])

/** Words of at least this length may be corrected; shorter ones have too many neighbours. */
const MIN_LENGTH = 7

/** Corrections already made, by word (the lexicon is fixed for the process; bounded in size). */
const cache = new Map<string, string>()

/**
 * Replaces a misspelt word by the sign word it is closest to (one edit for words up to 8
 * letters, two beyond), keeping the owner's spelling in `raw`: "siezures" reads as "seizures",
 * "vomitting" as "vomiting", "diarhea" as "diarrhea". A word the lexicon or the keep-list knows
 * is never changed, and the first letter must match (owners rarely mistype it).
 * `exact` are the lexicon's whole words, `stems` its prefixes (from `vomit*`).
 */
export function correctTypos(tokens: Token[], exact: Set<string>, stems: string[]): Token[] {
  const spanish = looksSpanish(tokens)
  return tokens.map((t) => {
    const w = t.w
    const key = spanish ? `es:${w}` : w
    const known = cache.get(key)
    if (known !== undefined) return known === w ? t : { ...t, w: known }
    const fixed = correctWord(w, exact, stems, spanish)
    if (cache.size < 50_000) cache.set(key, fixed)
    return fixed === w ? t : { ...t, w: fixed }
  })
}

/** Spanish gender and number endings: "perrita" is not a typo of "perrito", nor "operada" of "operado". */
function sameWordOtherGender(a: string, b: string): boolean {
  const stem = (x: string) => x.replace(/(a|o|e)s?$/, '')
  return a !== b && stem(a) === stem(b)
}

/** Spanish function words: a text with more of these than English ones is read as Spanish. */
const ES = new Set([
  'el',
  'la',
  'los',
  'las',
  'mi',
  'se',
  'que',
  'de',
  'y',
  'esta',
  'tiene',
  'no',
  'un',
  'una',
  'le',
  'lo',
  'por',
  'con',
  'muy',
  'pero',
  'es',
])
const EN = new Set([
  'the',
  'my',
  'is',
  'and',
  'he',
  'she',
  'it',
  'has',
  'of',
  'to',
  'his',
  'her',
  'was',
  'a',
  'an',
  'in',
  'on',
  'with',
  'not',
  'but',
])

/** Whether the owner wrote in Spanish, by counting function words (the form's language may differ). */
function looksSpanish(tokens: Token[]): boolean {
  let es = 0
  for (const t of tokens) es += ES.has(t.w) ? 1 : EN.has(t.w) ? -1 : 0
  return es > 0
}

function correctWord(w: string, exact: Set<string>, stems: string[], spanish: boolean): string {
  if (exact.has(w) || KEEP.has(w) || /\d/.test(w)) return w
  const slipped = slip(w, exact, stems, spanish)
  if (slipped) return slipped
  if (w.length < MIN_LENGTH || stems.some((s) => w.startsWith(s))) return w
  let best: { word: string; d: number } | null = null
  for (const e of exact) {
    if (e.length < MIN_LENGTH - 1 || e[0] !== w[0] || sameWordOtherGender(w, e)) continue
    const max = Math.min(w.length, e.length) > 8 ? 2 : 1
    const d = editDistance(w, e, max)
    if (d <= max && (!best || d < best.d)) best = { word: e, d }
  }
  for (const s of stems) {
    // A stem is corrected only when long enough to be unlike common words ("bleed" vs "breed").
    if (s.length < MIN_LENGTH - 1 || s[0] !== w[0]) continue
    const max = s.length > 8 ? 2 : 1
    const d = editDistance(w.slice(0, s.length), s, max)
    if (d <= max && (!best || d < best.d)) best = { word: s + w.slice(s.length), d }
  }
  return best ? best.word : w
}
