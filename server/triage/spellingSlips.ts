/**
 * Spanish as it sounds: b/v, ll/y, s/z/soft c, hard c/qu/k, and a silent h are written either way
 * by owners ("bomita", "atropeyo", "beneno", "ase", "huvas", "convulciona"). Two words with the same
 * key are the same word said aloud.
 */
export function soundKey(w: string): string {
  return w
    .replace(/(^|[^c])h/g, '$1')
    .replace(/ll/g, 'y')
    .replace(/v/g, 'b')
    .replace(/z/g, 's')
    .replace(/c([ei])/g, 's$1')
    .replace(/qu([ei])/g, 'k$1')
    .replace(/c([aou]|$|[^aeiouh])/g, 'k$1')
    .replace(/x/g, 'ks')
    .replace(/rr/g, 'r')
}

/** Endings a stem's word may carry after a left-out letter ("raisns" is "raisin" + "s"). */
const ENDINGS = new Set(['', 's', 'es', 'ed', 'd', 'ing', 'ng', 'a', 'o', 'as', 'os', 'ando', 'ado', 'ada'])

/**
 * The letters owners leave out without making another word: one of a double ("swolen", "pupy",
 * "colapsed") or a vowel beside another vowel ("bloted", "sezure"); never the first or the last
 * letter (a missing last letter would turn every singular into a plural).
 */
function leftOut(e: string, i: number): boolean {
  const vowel = (c: string | undefined) => !!c && 'aeiou'.includes(c)
  return e[i] === e[i - 1] || e[i] === e[i + 1] || (vowel(e[i]) && (vowel(e[i - 1]) || vowel(e[i + 1])))
}

interface Index {
  /** A lexicon word by its sound key. */
  bySound: Map<string, string>
  /** A lexicon word by each of its left-out-letter spellings ("bloted" is "bloated"). */
  byDeletion: Map<string, string>
}
const indexes = new WeakMap<Set<string>, Index>()

function indexOf(exact: Set<string>, stems: string[]): Index {
  let index = indexes.get(exact)
  if (index) return index
  index = { bySound: new Map(), byDeletion: new Map() }
  for (const e of exact) if (e.length >= 3 && !index.bySound.has(soundKey(e))) index.bySound.set(soundKey(e), e)
  for (const e of [...exact, ...stems]) {
    if (e.length < 5) continue
    for (let i = 1; i < e.length - 1; i++) {
      if (!leftOut(e, i)) continue
      const d = e.slice(0, i) + e.slice(i + 1)
      if (!exact.has(d) && !index.byDeletion.has(d)) index.byDeletion.set(d, e)
    }
  }
  indexes.set(exact, index)
  return index
}

/**
 * The slips that make a short word unknown, which edit distance cannot safely fix under seven
 * letters: in English a dropped final g ("goin", "breathin"), a dropped e before a final d
 * ("puffd"), a final z for s ("grapez"); in both a letter left out ("swolen", "bloted", "pupy",
 * "raisns"); in Spanish a silent h left out ("ilo" is "hilo") and words spelt as they sound
 * ("bacunas", "pastiyas", "beneno"), only in a Spanish text (in English "she" would be "see").
 * Only a lexicon word, or a lexicon stem's word ("bomitando" is "vomitando"), is accepted.
 */
export function slip(w: string, exact: Set<string>, stems: string[], spanish: boolean): string | null {
  if (w.length < 3) return null
  const tries = spanish
    ? ['h' + w]
    : [w.endsWith('in') ? w + 'g' : '', /[^e]d$/.test(w) ? w.slice(0, -1) + 'ed' : '', w.endsWith('z') ? w.slice(0, -1) + 's' : '']
  const found = tries.find((t) => t && exact.has(t))
  if (found) return found
  // A word a stem already covers ("vomiting", "raisins") is known, not left short of a letter.
  if (stems.some((s) => w.startsWith(s))) return null
  const index = indexOf(exact, stems)
  const deleted = w.length >= 4 ? index.byDeletion.get(w) : undefined
  if (deleted) return deleted
  if (w.length >= 5)
    for (const s of stems) {
      if (s.length < 5 || s[0] !== w[0]) continue
      for (let i = 1; i < s.length - 1; i++) {
        if (!leftOut(s, i)) continue
        const d = s.slice(0, i) + s.slice(i + 1)
        if (w.startsWith(d) && ENDINGS.has(w.slice(d.length))) return s + w.slice(d.length)
      }
    }
  if (!spanish) return null
  const key = soundKey(w)
  const sounded = index.bySound.get(key)
  if (sounded) return sounded
  for (const s of stems) if (s.length >= 5 && key.startsWith(soundKey(s))) return s + key.slice(soundKey(s).length)
  return null
}
