import type { AltchaChallenge } from './Captcha'

/** ALTCHA v1's solution payload: base64 of the JSON `altcha-lib/v1`'s verifySolution reads (X-Captcha). */
export function altchaPayload(c: AltchaChallenge, number: number): string {
  return btoa(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature }))
}
