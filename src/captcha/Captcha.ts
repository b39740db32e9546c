/**
 * What a form needs from any captcha: a token proving a person (or their device's work) is
 * behind the submission, sent as the X-Captcha header. ALTCHA's proof of work is the built-in
 * provider; Turnstile or hCaptcha would implement the same interface and be picked by config.
 */
export interface CaptchaProvider {
  /** Resolves with a fresh single-use token; rejects when it cannot be obtained. */
  getToken(signal?: AbortSignal): Promise<string>
}

/**
 * Why a captcha could not be solved, each with its own message: a challenge this widget cannot
 * work (unknown algorithm or shape), no answer within the solver's bound, a challenge already
 * expired, or the challenge could not be fetched at all.
 */
export type CaptchaFailure = 'unsupported' | 'unsolved' | 'expired' | 'network'

/** An ALTCHA v1 challenge, as `altcha-lib/v1`'s createChallenge makes it. */
export interface AltchaChallenge {
  algorithm: string
  challenge: string
  salt: string
  signature: string
  maxnumber?: number
}

/**
 * An ALTCHA v2 challenge, as altcha-lib 2.x's default createChallenge makes it: find the counter
 * whose derived key (KDF of salt and nonce + counter) starts with keyPrefix. `signature` covers
 * the parameters; the server checks it again on the solution.
 */
export interface AltchaChallengeV2 {
  parameters: {
    algorithm: string
    nonce: string
    salt: string
    cost: number
    keyLength?: number
    keyPrefix: string
    /** Seconds since the epoch. */
    expiresAt?: number
    [other: string]: unknown
  }
  signature?: string
}
