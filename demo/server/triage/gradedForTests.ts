import { triage, type Species } from './triage'

/**
 * For the wording tests: the engine's urgency, or "not emergency" where that is all a case asks
 * (soon or routine both pass).
 */
export function graded(text: string, species: Species, want: string): string {
  const got = triage({ text, species }).urgency
  return want === 'not emergency' && got !== 'emergency' ? want : got
}
