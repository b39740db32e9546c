import { describe, expect, it } from 'vitest'
import breathing from './data/signs/breathing.json' with { type: 'json' }
import order from './data/signs/order.json' with { type: 'json' }
import sources from './data/sources.json' with { type: 'json' }
import toxins from './data/toxins.json' with { type: 'json' }
import { readData, readSigns, readToxins, SIGN_FILES, SIGNS, SOURCE_IDS, TOXIN_DATA } from './ruleData'
import { phraseProblem, sourcesSchema } from './ruleSchemas'

// The rule files a vet edits are checked when the engine loads them: a malformed entry stops the
// server with the file and the entry named, instead of a sign silently never matching.

/** The breathing file with its first sign changed. */
function withFirstSign(change: Record<string, unknown>, drop?: string): Record<string, unknown> {
  const [first, ...rest] = breathing.signs
  const sign: Record<string, unknown> = { ...first, ...change }
  if (drop) delete sign[drop]
  return { ...SIGN_FILES, breathing: { ...breathing, signs: [sign, ...rest] } }
}
const signsError = (files: Record<string, unknown>, ord: unknown = order) => {
  try {
    readSigns(files, ord)
  } catch (e) {
    return (e as Error).message
  }
  return 'no error'
}

describe('the rule data files', () => {
  it('all load: every sign, toxin and source passes its schema, every sign is in the order once', () => {
    expect(SIGNS.map((s) => s.id)).toEqual(order)
    expect(TOXIN_DATA.length).toBe(toxins.length)
    expect(SOURCE_IDS).toEqual(Object.keys(sources))
  })

  it('a sign without a source is rejected, naming the file and the sign', () => {
    expect(signsError(withFirstSign({}, 'source'))).toMatch(/signs\/breathing\.json: signs > 'fast-breathing-count'.*source/s)
  })

  it('a sign naming a source that is not in sources.json is rejected', () => {
    expect(signsError(withFirstSign({ source: 'someBlog' }))).toMatch(
      /signs\/breathing\.json: signs > 'fast-breathing-count' > source: unknown source/,
    )
  })

  it('an unknown flag is rejected', () => {
    expect(signsError(withFirstSign({ flag: 'sneezy' }))).toMatch(
      /signs\/breathing\.json: signs > 'fast-breathing-count' > flag: unknown flag/,
    )
  })

  it('an urgency other than emergency, soon or routine is rejected', () => {
    expect(signsError(withFirstSign({ urgency: 'urgent' }))).toMatch(
      /signs\/breathing\.json: signs > 'fast-breathing-count' > urgency: urgency is/,
    )
    expect(signsError(withFirstSign({ urgency: { dog: 'soon', cat: 'asap' } }))).toMatch(/'fast-breathing-count' > urgency/)
  })

  it('an empty phrase list is rejected', () => {
    expect(signsError(withFirstSign({ es: [] }))).toMatch(
      /signs\/breathing\.json: signs > 'fast-breathing-count' > es: needs at least one phrase/,
    )
  })

  it('an unparsable phrase is rejected, quoting it', () => {
    expect(signsError(withFirstSign({ en: ['vomit||puke'] }))).toMatch(
      /'fast-breathing-count' > en > \[0\]: "vomit\|\|puke" in "vomit\|\|puke" is not words/,
    )
    expect(signsError(withFirstSign({ en: ['cant ~ breathe'] }))).toMatch(/"~" in "cant ~ breathe": a gap is ~ and a number/)
    expect(signsError(withFirstSign({ en: ['hit by {VEHICLE_EN}'] }))).toMatch(
      /"\{VEHICLE_EN\}" in "hit by \{VEHICLE_EN\}" names no word list/,
    )
  })

  it('a sign missing from the order, or two signs with one id, is rejected', () => {
    expect(signsError(SIGN_FILES, order.slice(1))).toMatch(/signs\/order\.json: 'fast-breathing-count' is not in the order/)
    expect(signsError(withFirstSign({ id: 'breathing-distress' }))).toMatch(/'breathing-distress': a second sign with this id/)
  })

  it('a toxin with no species, no Spanish names or an unknown source is rejected, naming the toxin', () => {
    const [first, ...rest] = toxins
    const bad = (change: Record<string, unknown>) => {
      try {
        readToxins([{ ...first, ...change }, ...rest])
      } catch (e) {
        return (e as Error).message
      }
      return 'no error'
    }
    expect(bad({ species: [] })).toMatch(/toxins\.json: 'chocolate' > species/)
    expect(bad({ es: [] })).toMatch(/toxins\.json: 'chocolate' > es: needs at least one phrase/)
    expect(bad({ source: 'aspca' })).toMatch(/toxins\.json: 'chocolate' > source: unknown source/)
  })

  it('a source must be https, quote its page in at most 200 characters and give the day it was checked', () => {
    const lilies = sources.lilies
    const bad = (change: Record<string, unknown>) => {
      try {
        readData('sources.json', sourcesSchema, { ...sources, lilies: { ...lilies, ...change } })
      } catch (e) {
        return (e as Error).message
      }
      return 'no error'
    }
    expect(bad({ url: 'http://www.thecathospital.com/articles/' })).toMatch(/sources\.json: lilies > url: a source is an https address/)
    expect(bad({ quote: 'x'.repeat(201) })).toMatch(/sources\.json: lilies > quote: a quote is at most 200 characters/)
    expect(bad({ checked: 'last week' })).toMatch(/sources\.json: lilies > checked: checked is a date/)
    expect(bad({ quote: undefined })).toMatch(/sources\.json: lilies > quote/)
  })

  it('reads the phrase syntax a vet writes: gaps, stems, alternatives, joined words, optional letters', () => {
    expect(phraseProblem('cant|cannot|unable ~2 pee|urinat*')).toBeNull()
    expect(phraseProblem('labou?red breath*')).toBeNull()
    expect(phraseProblem('ran_over|run_over ~4 {VEHICLES_EN}', ['VEHICLES_EN'])).toBeNull()
    expect(phraseProblem('~2')).toMatch(/no word/)
    expect(phraseProblem('  ')).toBe('empty phrase')
    expect(phraseProblem('vomit* *')).toMatch(/"\*" in/)
  })
})
