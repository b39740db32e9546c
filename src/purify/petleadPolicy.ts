/**
 * The one Trusted Types policy PetLead creates. A host page enforcing Trusted Types must allow
 * it by name (`trusted-types petlead dompurify`). It passes only DOMPurify's own output as HTML
 * (see SafeHtml), and as a script URL only what `allowed` accepts: PetLead's own files.
 */
export const TRUSTED_TYPES_POLICY_NAME = 'petlead'

export interface PetLeadPolicy {
  createHTML(s: string): unknown
  createScriptURL(s: string): unknown
}

/** Create the policy; null where Trusted Types do not exist or the page refuses the name. */
export function createPetLeadPolicy(allowed: (url: string) => boolean): PetLeadPolicy | null {
  const tt = (globalThis as { trustedTypes?: { createPolicy(n: string, p: PetLeadPolicy): PetLeadPolicy } }).trustedTypes
  try {
    return tt
      ? tt.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
          createHTML: (s) => s,
          createScriptURL: (s) => {
            if (!allowed(s)) throw new TypeError('PetLead loads no script but its own files')
            return s
          },
        })
      : null
  } catch {
    return null
  }
}
