import type { AltchaChallenge } from './Captcha'

/** altcha-lib's default when a challenge names no maximum. */
const DEFAULT_MAX = 1e6
/** Hashes per batch: a few milliseconds of work before the event loop gets a turn. */
const BATCH = 500

const yieldToLoop = () => new Promise((r) => setTimeout(r, 0))

function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1)
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(i * 2, 2), 16)
  return out
}

function same(a: ArrayBuffer, b: Uint8Array): boolean {
  const x = new Uint8Array(a)
  if (x.length !== b.length) return false
  for (let i = 0; i < x.length; i++) if (x[i] !== b[i]) return false
  return true
}

/**
 * Find n in 0..maxnumber with hex(hash(salt + n)) === challenge, ALTCHA's proof of work, on
 * Web Crypto in batches that yield between them, so the page stays responsive without a worker
 * (and the host's CSP needs no `worker-src blob:`). Rejects when no number matches.
 */
export async function solveAltcha(c: AltchaChallenge, signal?: AbortSignal): Promise<number> {
  const target = hexBytes(c.challenge.toLowerCase())
  const encoder = new TextEncoder()
  const max = c.maxnumber ?? DEFAULT_MAX
  for (let start = 0; start <= max; start += BATCH) {
    signal?.throwIfAborted()
    const end = Math.min(start + BATCH - 1, max)
    const jobs: Promise<ArrayBuffer>[] = []
    for (let n = start; n <= end; n++) jobs.push(crypto.subtle.digest(c.algorithm, encoder.encode(c.salt + n)))
    const hashes = await Promise.all(jobs)
    for (let i = 0; i < hashes.length; i++) if (same(hashes[i], target)) return start + i
    await yieldToLoop()
  }
  throw new Error('captcha: no solution')
}
