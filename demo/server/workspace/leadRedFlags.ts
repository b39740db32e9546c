import { submissionTriage } from '../assessment/submissionTriage'

/** The signs the triage engine finds in the owner's own words, in English (the lead page and webhook payloads). */
export function leadRedFlags(kind: string, data: Record<string, unknown>): string[] {
  return [...new Set(submissionTriage(kind, data)?.signs.map((s) => s.sign) ?? [])]
}
