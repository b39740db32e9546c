import { createChallenge, verifySolution } from 'altcha-lib'
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2'
import { deriveKey as sha } from 'altcha-lib/algorithms/sha'
import { createChallenge as createV1, verifySolution as verifyV1 } from 'altcha-lib/v1'
import type { ApiDouble } from './apiDouble'

/** The double's HMAC secret: every challenge it hands out is signed with it, as a real server's. */
const SECRET = 'e2e-altcha-secret'

/**
 * The answer of the double's default /captcha/challenge (see apiDouble.ts): a real v2 challenge
 * the widget solves in a few hashes, and `decodeCaptcha` verifies, like every other one here.
 */
export const BACKGROUND_COUNTER = 7

/** What the double's /captcha/challenge hands out: altcha-lib's v2 (by algorithm) or altcha-lib/v1. */
export type AltchaKind = 'SHA-256' | 'PBKDF2/SHA-256' | 'v1'

const deriveKey = (algorithm: string) => (algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha)

/** One challenge as altcha-lib makes it (a real ALTCHA server's answer) whose answer is `number`. */
export function altchaChallenge(kind: AltchaKind = 'SHA-256', number = 1234, maxnumber = 5000): Promise<object> {
  const expires = new Date(Date.now() + 600_000)
  if (kind === 'v1') return createV1({ hmacKey: SECRET, number, maxnumber, expires })
  return createChallenge({
    algorithm: kind,
    cost: kind === 'SHA-256' ? 1 : 20,
    counter: number,
    deriveKey: deriveKey(kind),
    hmacSignatureSecret: SECRET,
    expiresAt: expires,
  })
}

/**
 * A real altcha-lib challenge the widget cannot solve: ARGON2ID, which altcha-lib issues but Web
 * Crypto does not do (random-prefix mode, so altcha-lib need not derive a key to make it).
 */
export function unsolvableChallenge(): Promise<object> {
  return createChallenge({
    algorithm: 'ARGON2ID',
    cost: 1,
    deriveKey: sha,
    hmacSignatureSecret: SECRET,
    expiresAt: new Date(Date.now() + 600_000),
  })
}

/**
 * Serve real ALTCHA challenges made by altcha-lib from the double's /captcha/challenge: by default
 * its current format (v2, SHA-256) in deterministic mode with `number` as the answer; `maxnumber`
 * bounds v1's search. Returns the signatures handed out, in order.
 */
export function serveAltcha(api: ApiDouble, number = 1234, maxnumber = 5000, kind: AltchaKind = 'SHA-256'): string[] {
  const signatures: string[] = []
  api.on('GET', '/captcha/challenge', async () => {
    const challenge = (await altchaChallenge(kind, number, maxnumber)) as { signature: string }
    signatures.push(challenge.signature)
    return { json: challenge }
  })
  return signatures
}

/**
 * The decoded X-Captcha header of a recorded request, checked by altcha-lib's verifySolution for
 * its format (v2's `{ challenge, solution }` or v1's flat payload): the answer and the signature
 * of the challenge it solves. Throws unless the solution verifies.
 */
export async function decodeCaptcha(
  header: string | string[] | undefined,
): Promise<{ number: number; signature: string; format: 'v1' | 'v2' }> {
  const payload = JSON.parse(Buffer.from(String(header), 'base64').toString('utf8'))
  if (payload.challenge?.parameters) {
    const { challenge, solution } = payload
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey: deriveKey(challenge.parameters.algorithm),
      hmacSignatureSecret: SECRET,
    })
    if (!result.verified) throw new Error(`X-Captcha does not solve its challenge: ${JSON.stringify(result)}`)
    return { number: solution.counter, signature: challenge.signature, format: 'v2' }
  }
  if (!(await verifyV1(payload, SECRET, true))) throw new Error('X-Captcha does not solve its challenge (v1)')
  return { number: payload.number, signature: payload.signature, format: 'v1' }
}
