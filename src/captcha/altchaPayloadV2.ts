import type { AltchaChallengeV2 } from './Captcha'
import type { AltchaSolutionV2 } from './solveAltchaV2'

/**
 * ALTCHA v2's solution payload: base64 of `{ challenge: { parameters, signature }, solution }`,
 * what altcha-lib's framework plugins decode and hand to verifySolution (X-Captcha). The
 * parameters go back untouched: the signature covers every one of them.
 */
export function altchaPayloadV2(c: AltchaChallengeV2, solution: AltchaSolutionV2): string {
  return btoa(JSON.stringify({ challenge: { parameters: c.parameters, signature: c.signature }, solution }))
}
