import type { AltchaChallenge } from './Captcha'

/** ALTCHA's solution payload: base64 of the JSON the server verifies (sent as X-Captcha). */
export function altchaPayload(c: AltchaChallenge, number: number): string {
  return btoa(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature }))
}
