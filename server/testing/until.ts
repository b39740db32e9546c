/**
 * Polls `fn` every `everyMs` until it returns something truthy, and returns that; past `timeoutMs`
 * throws an error that names `what` was awaited.
 */
export async function until<T>(what: string, fn: () => T | Promise<T>, timeoutMs: number, everyMs = 100): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = await fn()
    if (v) return v as NonNullable<T>
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((r) => setTimeout(r, everyMs))
  }
}
