import { en } from '../../text/en'

/**
 * The clinic forms' additional_info (the contract's one free-text field): 'i need help with ' + the chosen issue,
 * then the owner's free text when there is any.
 */
export function buildAdditionalInfo(issue: string, free = ''): string {
  return [en.clinic.issuePrefix + issue.trim(), free.trim()].filter(Boolean).join(' ')
}
