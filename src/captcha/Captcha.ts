/**
 * What a form needs from any captcha: a token proving a person (or their device's work) is
 * behind the submission, sent as the X-Captcha header. ALTCHA's proof of work is the built-in
 * provider; Turnstile or hCaptcha would implement the same interface and be picked by config.
 */
export interface CaptchaProvider {
  /** Resolves with a fresh single-use token; rejects when it cannot be obtained. */
  getToken(signal?: AbortSignal): Promise<string>
}

/** An ALTCHA challenge as altcha-lib's createChallenge makes it. */
export interface AltchaChallenge {
  algorithm: string
  challenge: string
  salt: string
  signature: string
  maxnumber?: number
}
