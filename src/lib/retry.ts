/** Resolve after `ms`. */
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/**
 * Call `fn` until it resolves, at most `attempts` times with `delayMs` between tries; rejects
 * with the last error, or at once when `worthRetrying` says the error will not go away (a 4xx
 * the owner must fix). The QR form uses 5 attempts, 1 second apart.
 */
export async function retry<T>(
  fn: (attempt: number) => Promise<T>,
  attempts = 5,
  delayMs = 1000,
  worthRetrying: (e: unknown) => boolean = () => true,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt)
    } catch (e) {
      if (attempt >= attempts || !worthRetrying(e)) throw e
      await sleep(delayMs)
    }
  }
}
