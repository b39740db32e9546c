import { expect, it } from 'vitest'
import { triage, type Species } from './triage'

/** One owner's wording: the pet's species, the words, the urgency wanted, and the age in months where the form gives it. */
export type WordingRow = readonly [species: Species, text: string, want: string, ageMonths?: number | null]

/**
 * For the wording tests: the engine's urgency, or "not emergency" where that is all a case asks
 * (soon or routine both pass).
 */
export function graded(text: string, species: Species, want: string, ageMonths: number | null = null): string {
  const got = triage({ text, species, ageMonths }).urgency
  return want === 'not emergency' && got !== 'emergency' ? want : got
}

/** One wording test per row: the owner's words for that species must be graded as the row says. */
export function itGrades(rows: ReadonlyArray<WordingRow>): void {
  it.each(rows.map((row) => [...row]))('%s: %s is %s', (...row) => {
    const [species, text, want, ageMonths] = row as unknown as WordingRow
    expect(graded(text, species, want, ageMonths)).toBe(want)
  })
}

/** The same, where every row wants one grade ("emergency", "not emergency"). */
export function itGradesAll(want: string, rows: ReadonlyArray<readonly [Species, string]>): void {
  itGrades(rows.map(([species, text]) => [species, text, want] as const))
}
