import { en } from '../../src/text/en'
import { listedIssue } from '../reference/listedIssue'

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
  const found = listedIssue(text.slice(prefix.length))
  // The clinic reads the issue as the form listed it, in English (the clinic's language).
  return found ? { ...data, complaint: { issue: found.description, details: found.details } } : data
}
