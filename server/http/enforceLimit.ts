import type { Queryable } from '../db/db'
import type { RateLimiter } from './rateLimiter'
import { HttpError } from './respond'

/** Counts one hit on `key` (inside transaction `q` when given) and refuses with 429 and Retry-After once the limit is reached. */
export async function enforceLimit(limiter: RateLimiter, key: string, q?: Queryable): Promise<void> {
  const d = await limiter.hit(key, q)
  if (!d.ok) throw new HttpError(429, { _: 'Too many attempts. Please try again later.' }, { 'retry-after': String(d.retryAfterSec) })
}
