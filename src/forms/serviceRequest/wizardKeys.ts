import { submissionKeys, type SubmissionKeys } from '../submissionKeys'

const byRoot = new WeakMap<ShadowRoot, SubmissionKeys>()

/**
 * The wizard's Idempotency-Keys, kept per widget rather than per wizard: a close on step 15
 * starts the widget fresh while the request may still be on its way, and the same answers sent
 * again before it is answered must reuse its key, so the server stores one lead, not two.
 * The key is forgotten once a request succeeds.
 */
export function wizardKeys(root: ShadowRoot): SubmissionKeys {
  let keys = byRoot.get(root)
  if (!keys) byRoot.set(root, (keys = submissionKeys()))
  return keys
}
