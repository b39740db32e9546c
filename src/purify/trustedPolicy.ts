import { createPetLeadPolicy, type PetLeadPolicy } from './petleadPolicy'
import { PURIFY_URL } from './purifyUrl'

export { TRUSTED_TYPES_POLICY_NAME, type PetLeadPolicy } from './petleadPolicy'

let policy: PetLeadPolicy | null | undefined

/**
 * The policy, created on first use; null where Trusted Types do not exist or the name is refused.
 * Created here (bundlers, tests) it accepts only the sanitizer's URL as a script URL; under the
 * script-tag loader, the loader's own policy is adopted instead (a page may create a name once).
 */
export function trustedPolicy(): PetLeadPolicy | null {
  if (policy === undefined) policy = createPetLeadPolicy((s) => s === PURIFY_URL)
  return policy
}

/** Use the policy the script-tag loader created (it already holds the name `petlead`). */
export function adoptPolicy(p: PetLeadPolicy | null): void {
  if (policy === undefined && p) policy = p
}
