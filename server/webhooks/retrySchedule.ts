/**
 * Delays before each retry of a delivery: attempt 1 goes at once, then after 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h and 24 h (8 attempts over about 41.5 hours), so a receiver down for a day still gets
 * the event. No jitter: one clinic has a handful of endpoints, not a fleet, and the README can
 * promise exact times.
 */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000, 24 * 3600_000]

/** Attempts a delivery gets in all: the first plus one per retry delay. */
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1

/** Delay after failed attempt number `attempt` (1-based) before the next one. */
export function retryDelay(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1]!
}
