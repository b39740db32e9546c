import { PURIFY_URL } from './purifyUrl'

/**
 * The one Trusted Types policy PetLead creates. A host page enforcing Trusted Types must allow
 * it by name (`trusted-types petlead dompurify`). It passes only DOMPurify's own output as HTML,
 * and only the sanitizer's own URL as a script URL.
 */
export const TRUSTED_TYPES_POLICY_NAME = 'petlead'

export interface PetLeadPolicy {
  createHTML(s: string): unknown
  createScriptURL(s: string): unknown
}

let policy: PetLeadPolicy | null | undefined

/** The policy, created on first use; null where Trusted Types do not exist or the name is refused. */
export function trustedPolicy(): PetLeadPolicy | null {
  if (policy === undefined) {
    const tt = (globalThis as { trustedTypes?: { createPolicy(n: string, p: PetLeadPolicy): PetLeadPolicy } }).trustedTypes
    try {
      policy = tt
        ? tt.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
            createHTML: (s) => s,
            createScriptURL: (s) => {
              if (s !== PURIFY_URL) throw new TypeError('PetLead loads no script but its sanitizer')
              return s
            },
          })
        : null
    } catch {
      policy = null
    }
  }
  return policy
}
