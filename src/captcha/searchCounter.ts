import { captchaError } from './captchaError'

/** Attempts per batch: a few milliseconds of work before the event loop gets a turn. */
export const BATCH = 500
/** Give up after this long, as altcha-lib's own solver does (90 s). */
export const SOLVE_MS = 90_000

const yieldToLoop = () => new Promise((r) => setTimeout(r, 0))

/**
 * The proof-of-work loop both ALTCHA formats share: tries counters 0..max in parallel batches of
 * `batch` (Web Crypto runs them off the main thread) and yields between batches, so the page stays
 * responsive without a worker (and the host's CSP needs no `worker-src blob:`). `attempt` resolves
 * with the answer for a counter that solves the challenge, undefined otherwise.
 * Rejects 'unsolved' past `max` or SOLVE_MS, 'expired' once `expiresMs` (epoch ms) has passed.
 */
export async function searchCounter<T>(
  max: number,
  batch: number,
  attempt: (n: number) => Promise<T | undefined>,
  signal?: AbortSignal,
  expiresMs?: number,
): Promise<T> {
  const giveUp = Date.now() + SOLVE_MS
  for (let start = 0; start <= max; start += batch) {
    signal?.throwIfAborted()
    if (expiresMs && Date.now() > expiresMs) throw captchaError('expired')
    if (Date.now() > giveUp) break
    const jobs: Promise<T | undefined>[] = []
    for (let n = start; n <= Math.min(start + batch - 1, max); n++) jobs.push(attempt(n))
    for (const found of await Promise.all(jobs)) if (found !== undefined) return found
    await yieldToLoop()
  }
  throw captchaError('unsolved')
}
