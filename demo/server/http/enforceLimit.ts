import type { Queryable } from '../db/db'
import type { RateDecision } from './rateLimiter'
import { HttpError } from './respond'

/** Anything with the rate limiter's `hit`, in memory (sync) or in PostgreSQL (async). */
export interface Limiter {
  hit(key: string, q?: Queryable): RateDecision | Promise<RateDecision>
}

/** Counts one hit on `key` (inside transaction `q` when given) and refuses with 429 and Retry-After once the limit is reached. */
export async function enforceLimit(limiter: Limiter, key: string, q?: Queryable): Promise<void> {
  const d = await limiter.hit(key, q)
  if (!d.ok) throw new HttpError(429, { _: 'Too many attempts. Please try again later.' }, { 'retry-after': String(d.retryAfterSec) })
}
