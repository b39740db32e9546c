import { expect, it } from 'vitest'
import { triage, type Species } from './triage'

/**
 * For the wording tests: the engine's urgency, or "not emergency" where that is all a case asks
 * (soon or routine both pass).
 */
export function graded(text: string, species: Species, want: string): string {
  const got = triage({ text, species }).urgency
  return want === 'not emergency' && got !== 'emergency' ? want : got
}

/** One wording test per row: the owner's words for that species must be graded as the row says. */
export function itGrades(rows: ReadonlyArray<readonly [Species, string, string]>): void {
  it.each(rows)('%s: %s is %s', (species, text, want) => {
    expect(graded(text, species, want)).toBe(want)
  })
}
