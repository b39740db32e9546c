import type { Clock } from '../clock'

/** Answer of a rate-limit check: allowed, or how many seconds until the next try is. */
export type RateDecision = { ok: true } | { ok: false; retryAfterSec: number }

/**
 * A sliding-window counter per key, in memory: enough for one process (the demo and the
 * reference deployment); a fleet would move it to the database or Redis.
 */
export function rateLimiter(opts: { limit: number; windowMs: number; clock: Clock }) {
  const hits = new Map<string, number[]>()
  return {
    hit(key: string): RateDecision {
      const now = opts.clock.now().getTime()
      const since = now - opts.windowMs
      const list = (hits.get(key) ?? []).filter((t) => t > since)
      if (list.length >= opts.limit) {
        hits.set(key, list)
        return { ok: false, retryAfterSec: Math.max(1, Math.ceil((list[0]! + opts.windowMs - now) / 1000)) }
      }
      list.push(now)
      hits.set(key, list)
      if (hits.size > 10_000) for (const [k, v] of hits) if (!v.some((t) => t > since)) hits.delete(k)
      return { ok: true }
    },
  }
}

export type RateLimiter = ReturnType<typeof rateLimiter>
