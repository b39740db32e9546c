import { createPetLeadPolicy, type PetLeadPolicy } from './petleadPolicy'
import { isOwnScript } from './isOwnScript'

export { TRUSTED_TYPES_POLICY_NAME, type PetLeadPolicy } from './petleadPolicy'

let policy: PetLeadPolicy | null | undefined

/**
 * The policy, created on first use; null where Trusted Types do not exist or the name is refused.
 * Created here (bundlers, tests) it accepts as a script URL only the sanitizer's and the language
 * files' (petlead-es.js), next to the bundle; under the script-tag loader, the loader's own policy is adopted instead (a page may create a name once).
 */
export function trustedPolicy(): PetLeadPolicy | null {
  if (policy === undefined) policy = createPetLeadPolicy(isOwnScript)
  return policy
}

/** Use the policy the script-tag loader created (it already holds the name `petlead`). */
export function adoptPolicy(p: PetLeadPolicy | null): void {
  if (policy === undefined && p) policy = p
}
