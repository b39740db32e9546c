import { describe, expect, it } from 'vitest'
import { en } from './en'
import { es } from './es'
import { sameInSpanish } from './sameInSpanish'

/** Distinct sample arguments, so each one can be found in a function's result. */
const samples = ['Arg-7341', 'Arg-5826']

type Leaf = { path: string; en: string; es: string }

/**
 * Walks both catalogues together: collects every string (a function's is its result with the
 * sample arguments) and every difference of shape.
 */
function walk(a: unknown, b: unknown, path: string, out: { leaves: Leaf[]; problems: string[] }) {
  const at = path || '(root)'
  const problem = (what: string) => out.problems.push(`${at}: ${what}`)
  if (typeof b !== typeof a) return problem(`is ${b === undefined ? 'missing' : typeof b}, English is ${typeof a}`)
  if (typeof a === 'string') {
    out.leaves.push({ path, en: a, es: b as string })
  } else if (typeof a === 'function') {
    const f = a as (...args: unknown[]) => unknown
    const g = b as (...args: unknown[]) => unknown
    if (g.length !== f.length) return problem(`takes ${g.length} parameters, English takes ${f.length}`)
    const args = samples.slice(0, f.length)
    const result = g(...args)
    if (typeof result !== 'string') return problem('does not return a string')
    for (const arg of args) if (!result.includes(arg)) problem(`does not show its argument (${result})`)
    out.leaves.push({ path: `${path}()`, en: String(f(...args)), es: result })
  } else if (Array.isArray(a)) {
    if (!Array.isArray(b)) return problem('is not an array')
    if (b.length !== a.length) problem(`has ${b.length} items, English has ${a.length}`)
    a.forEach((item, i) => walk(item, b[i], `${path}.${i}`, out))
  } else if (a && typeof a === 'object') {
    const extra = Object.keys(b as object).filter((k) => !(k in a))
    if (extra.length) problem(`has keys English lacks: ${extra.join(', ')}`)
    for (const key of Object.keys(a)) {
      walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key, out)
    }
  } else {
    problem(`unexpected ${typeof a} in the English catalogue`)
  }
}

/** Runs the walk on any pair of catalogues (the test below also runs it on broken copies). */
function compare(a: unknown, b: unknown) {
  const out = { leaves: [] as Leaf[], problems: [] as string[] }
  walk(a, b, '', out)
  return out
}

/** Strings left as in English without a reason on the allow-list. */
function untranslated(leaves: Leaf[]) {
  return leaves.filter((l) => l.es === l.en && !(l.path in sameInSpanish)).map((l) => `${l.path}: ${l.en}`)
}

const { leaves: all, problems } = compare(en, es)

describe('the Spanish catalogue', () => {
  it('has every key of the English one, with the same shape (arrays, records, function parameters)', () => {
    expect(problems).toEqual([])
    expect(all.length).toBeGreaterThan(190)
    expect(all.map((l) => l.path)).toContain('kiosk.consentPoints.3')
    expect(all.map((l) => l.path)).toContain('serviceRequest.questions.result')
  })

  it('has no empty string', () => {
    expect(all.filter((l) => !l.es.trim()).map((l) => l.path)).toEqual([])
  })

  it('leaves nothing in English except the explained allow-list', () => {
    expect(untranslated(all)).toEqual([])
  })

  it('keeps the allow-list honest: every entry is really identical', () => {
    const byPath = new Map(all.map((l) => [l.path, l]))
    for (const path of Object.keys(sameInSpanish)) {
      const leaf = byPath.get(path)
      expect(leaf, path).toBeDefined()
      expect(leaf!.es, path).toBe(leaf!.en)
    }
  })

  it('opens every question and exclamation with ¿ and ¡', () => {
    const bad = all.filter((l) => (l.es.includes('?') && !l.es.includes('¿')) || (l.es.includes('!') && !l.es.includes('¡')))
    expect(bad.map((l) => `${l.path}: ${l.es}`)).toEqual([])
  })

  it('addresses the owner as usted throughout, and uses the glossary words', () => {
    // "tú" forms, and words the glossary replaces (género → sexo, e-mail → correo electrónico).
    const banned = /(?<!\p{L})(tú|tu|tus|ti|puedes|quieres|tienes|elige|revisa|ingresa|escribe|género|e-?mail|propietario)(?!\p{L})/iu
    expect(all.filter((l) => banned.test(l.es)).map((l) => `${l.path}: ${l.es}`)).toEqual([])
  })

  it('would catch a missing, empty, reshaped or untranslated entry (the checks above are not vacuous)', () => {
    const broken = {
      ...es,
      labels: { ...es.labels, zip: undefined },
      kiosk: { ...es.kiosk, consentPoints: es.kiosk.consentPoints.slice(1) },
      errors: { ...es.errors, rejected: () => 'x' },
    }
    const { problems: found } = compare(en, broken)
    expect(found).toEqual(
      expect.arrayContaining([
        'labels.zip: is missing, English is string',
        'kiosk.consentPoints: has 3 items, English has 4',
        'errors.rejected: takes 0 parameters, English takes 1',
      ]),
    )
    const { leaves: copied } = compare(en, { ...es, submit: { ...es.submit, submit: en.submit.submit } })
    expect(untranslated(copied)).toEqual(['submit.submit: Submit'])
  })

  it('translates one English string one way (the widget maps schema messages back by their English text)', () => {
    const seen = new Map<string, Leaf>()
    const clashes: string[] = []
    for (const l of all) {
      const first = seen.get(l.en)
      if (first && first.es !== l.es) clashes.push(`${first.path} / ${l.path}: "${l.en}" is "${first.es}" and "${l.es}"`)
      if (!first) seen.set(l.en, l)
    }
    expect(clashes).toEqual([])
  })

  it('keeps the wizard at 15 questions and the kiosk at 4 consent points', () => {
    expect(Object.keys(es.serviceRequest.questions)).toHaveLength(15)
    expect(es.kiosk.consentPoints).toHaveLength(4)
  })
})
