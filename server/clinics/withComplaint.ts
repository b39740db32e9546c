import { en } from '../../src/text/en'
import { prevInfo } from '../reference/seedData'

/** The issues a clinic form offers (GET /prev_info), longest first so a longer one wins over its prefix. */
const ISSUES = prevInfo.map((p) => p.description).sort((a, b) => b.length - a.length)

/**
 * A clinic form's submission with its complaint as separate items: the form sends one run-on
 * `additional_info` ('i need help with ' + the chosen issue + the owner's own words, as the spec's
 * wire format has it), which the clinic could not read apart ("...hair loss Limping on..."). When
 * it starts with the prefix and a known issue, `complaint: { issue, details }` is stored beside it
 * (the sent text itself is kept unchanged). Anything else is returned as it came.
 */
export function withComplaint<T extends { additional_info?: unknown }>(data: T): T & { complaint?: { issue: string; details: string } } {
  const text = typeof data.additional_info === 'string' ? data.additional_info.trim() : ''
  const prefix = en.clinic.issuePrefix
  if (!text.toLowerCase().startsWith(prefix)) return data
  const rest = text.slice(prefix.length)
  // The issue ends the text or is followed by a space or punctuation ('...hair loss Limping on...').
  const issue = ISSUES.find((d) => rest.toLowerCase().startsWith(d) && (rest.length === d.length || /[\s.,;:!?]/.test(rest[d.length]!)))
  if (!issue) return data
  return {
    ...data,
    complaint: {
      issue,
      details: rest
        .slice(issue.length)
        .replace(/^[\s.,;:!?]+/, '')
        .trim(),
    },
  }
}
