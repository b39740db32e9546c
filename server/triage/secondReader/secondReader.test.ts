import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildModel, GROUPS, operatingPoint, READER_ROOM, type ThresholdRow } from './buildModel'
import { modelText } from './modelText'
import { readAgain } from './readAgain'
import type { ReaderCase } from './trainModel'
import { triage, type TriageInput, type Urgency } from '../triage'

const RANK: Record<Urgency, number> = { routine: 0, soon: 1, emergency: 2 }
const dev = readFileSync(new URL('../cases/dev.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as ReaderCase & { id: string })
const both = (input: TriageInput) => readAgain(triage(input), input)

describe('the second reader', () => {
  it('is trained reproducibly: the dev cases give the committed model.json byte for byte', () => {
    const committed = readFileSync(new URL('./model.json', import.meta.url), 'utf8')
    expect(modelText(buildModel(dev).model)).toBe(committed)
  }, 60_000)

  it('sets its emergency threshold at the highest out-of-fold recall whose raises leave the rules room under 15% in each language and species', () => {
    const room = READER_ROOM
    const row = (target: number, threshold: number, spanishRaised: number): ThresholdRow => {
      const groups = Object.fromEntries(GROUPS.map((g) => [g, { recall: target, overCall: g === 'es' ? spanishRaised : room / 2 }]))
      return { side: 'emergency', target, threshold, recall: target, overCall: room / 2, groups: groups as ThresholdRow['groups'] }
    }
    // Spanish alone passes the room at 95%: 93% is the highest that leaves it, whatever the overall figure says.
    const table = [row(0.9, 3, room / 2), row(0.93, 1, room), row(0.95, -1, room + 0.01), row(0.97, -3, room * 3)]
    expect(operatingPoint(table).target).toBe(0.93)
    // None fits: the lowest target, never a threshold the reader alone would break the cap with.
    expect(operatingPoint([row(0.9, 3, 0.2), row(0.95, -1, 0.3)]).target).toBe(0.9)
    // The committed model sits at that point of the dev cases' own table.
    const { table: dev_, chosen } = buildModel(dev)
    const committed = JSON.parse(readFileSync(new URL('./model.json', import.meta.url), 'utf8')) as { threshold: { emergency: number } }
    expect(committed.threshold.emergency).toBe(chosen.threshold)
    expect(chosen).toBe(operatingPoint(dev_))
    for (const g of GROUPS) expect(chosen.groups[g].overCall).toBeLessThanOrEqual(room)
  }, 60_000)

  // Words from the case set and from nowhere, negations, both languages, any facts: the answer stored is never below the rules'.
  it('never lowers: for any words and facts, the urgency stored is at least the rules’ urgency, with every rule sign kept', () => {
    const words = [...new Set(dev.flatMap((c) => c.text.split(/\s+/)))].slice(0, 4000)
    const text = fc.oneof(
      fc.string(),
      fc.array(fc.constantFrom(...words), { maxLength: 40 }).map((w) => w.join(' ')),
      fc.constantFrom(...dev.map((c) => c.text)).map((t) => `no ${t}, not anymore`),
    )
    const input = fc.record({
      text,
      species: fc.constantFrom('dog' as const, 'cat' as const),
      lang: fc.constantFrom('en' as const, 'es' as const),
      ageMonths: fc.option(fc.integer({ min: 0, max: 240 })),
      sex: fc.constantFrom(undefined, 'male', 'female'),
      neutered: fc.constantFrom(undefined, 'yes', 'no', 'unsure'),
    })
    fc.assert(
      fc.property(input, (i) => {
        const rules = triage(i)
        const stored = readAgain(rules, i)
        expect(RANK[stored.urgency]).toBeGreaterThanOrEqual(RANK[rules.urgency])
        expect(stored.signs).toEqual(expect.arrayContaining(rules.signs))
      }),
      { numRuns: 300 },
    )
  }, 60_000)

  it('raises an emergency the rules call routine: a dev case’s eye out of its socket, told as "poking" instead of "bulging"', () => {
    const input: TriageInput = {
      text: 'my pug got in a scuffle with the neighbors dog and his eyeball is poking way out, lids stuck behind it',
      species: 'dog',
    }
    expect(triage(input).urgency).toBe('routine')
    const stored = both(input)
    expect(stored.urgency).toBe('emergency')
    expect(stored.signs[0]).toMatchObject({
      rule: 'second-reader',
      urgency: 'emergency',
      sign: 'words that read as urgent to a second reading',
    })
    expect(stored.uncertain).toBeUndefined()
  })

  it('leaves the rules’ answer as it is when it reads nothing more urgent', () => {
    const input: TriageInput = { text: 'annual checkup and nail trim please, he is doing great', species: 'dog' }
    expect(both(input)).toEqual(triage(input))
  })
})
