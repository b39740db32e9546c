import type { AltchaChallenge } from './Captcha'
import { captchaError } from './captchaError'
import { hexBytes } from './hexBytes'
import { BATCH, searchCounter } from './searchCounter'

/** altcha-lib's default when a challenge names no maximum. */
const DEFAULT_MAX = 1e6

function same(a: ArrayBuffer, b: Uint8Array): boolean {
  const x = new Uint8Array(a)
  if (x.length !== b.length) return false
  for (let i = 0; i < x.length; i++) if (x[i] !== b[i]) return false
  return true
}

/**
 * ALTCHA v1 (`altcha-lib/v1`): find n in 0..maxnumber with hex(hash(salt + n)) === challenge.
 * Rejects with a captcha failure: 'unsupported' (algorithm Web Crypto lacks), 'expired' (the
 * salt's `expires` has passed), 'unsolved' (no number up to maxnumber matches).
 */
export async function solveAltcha(c: AltchaChallenge, signal?: AbortSignal): Promise<number> {
  if (!/^SHA-(1|256|384|512)$/.test(c.algorithm)) throw captchaError('unsupported')
  const target = hexBytes(c.challenge.toLowerCase())
  const encoder = new TextEncoder()
  const expires = Number(new URLSearchParams(c.salt.split('?')[1]).get('expires')) * 1000
  if (expires && expires < Date.now()) throw captchaError('expired')
  return searchCounter(
    c.maxnumber ?? DEFAULT_MAX,
    BATCH,
    async (n) => (same(await crypto.subtle.digest(c.algorithm, encoder.encode(c.salt + n)), target) ? n : undefined),
    signal,
    expires,
  )
}
