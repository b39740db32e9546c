/**
 * Delay before retry number `attempt` (1-based): exponential from `baseMs`, capped, with up to 25%
 * random jitter so a fleet of retries after an outage does not arrive in lock-step.
 */
export function backoff(attempt: number, baseMs = 5_000, capMs = 15 * 60_000, random = Math.random): number {
  const raw = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(raw * (0.75 + random() * 0.25))
}
