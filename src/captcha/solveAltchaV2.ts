import type { AltchaChallengeV2 } from './Captcha'
import { bytesHex } from './bytesHex'
import { captchaError } from './captchaError'
import { deriveAltchaKey } from './deriveAltchaKey'
import { hexBytes } from './hexBytes'
import { BATCH, searchCounter } from './searchCounter'

/**
 * The highest counter tried: a v2 challenge names no bound (the server picks the counter, or
 * hopes a random prefix turns up), so this is the widget's own, well past altcha-lib's examples
 * (5 000 to 10 000) and the reference server's CAPTCHA_MAX_NUMBER.
 */
export const V2_MAX_COUNTER = 5_000_000

/** Nonce and salt are whole bytes of hex; the prefix may end on half a byte. */
const BYTES = /^(?:[0-9a-f]{2})+$/i
const HEX = /^[0-9a-f]+$/i

/** ALTCHA v2's solution: the counter and the full derived key, lowercase hex. */
export interface AltchaSolutionV2 {
  counter: number
  derivedKey: string
}

/**
 * ALTCHA v2 (altcha-lib 2.x's default): the first counter whose derived key, from the salt and
 * nonce ‖ counter as a big-endian uint32 (altcha-lib's default counterMode), starts with
 * keyPrefix. SHA-256/384/512 and PBKDF2/SHA-256/384/512; anything else (SCRYPT, ARGON2ID, a
 * malformed challenge) rejects 'unsupported'; 'expired' and 'unsolved' as for v1.
 */
export async function solveAltchaV2(c: AltchaChallengeV2, signal?: AbortSignal, max = V2_MAX_COUNTER): Promise<AltchaSolutionV2> {
  const p = c.parameters
  if (
    !/^(PBKDF2\/)?SHA-(256|384|512)$/.test(p.algorithm) ||
    !BYTES.test(p.nonce) ||
    !BYTES.test(p.salt) ||
    !HEX.test(p.keyPrefix) ||
    !(p.cost >= 1 && p.cost <= 1e7)
  )
    throw captchaError('unsupported')
  const expires = (p.expiresAt ?? 0) * 1000
  if (expires && expires < Date.now()) throw captchaError('expired')
  const nonce = hexBytes(p.nonce)
  const salt = hexBytes(p.salt)
  const prefix = p.keyPrefix.toLowerCase()
  const head = (prefix.length + 1) >> 1
  // Costlier keys, fewer per batch, so an abort or a yield is never far away.
  return searchCounter(
    max,
    Math.max(8, Math.ceil(BATCH / p.cost)),
    async (counter) => {
      const password = new Uint8Array(nonce.length + 4)
      password.set(nonce)
      new DataView(password.buffer).setUint32(nonce.length, counter)
      const key = await deriveAltchaKey(p, salt, password)
      return bytesHex(key.subarray(0, head)).startsWith(prefix) ? { counter, derivedKey: bytesHex(key) } : undefined
    },
    signal,
    expires,
  )
}
