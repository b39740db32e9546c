import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'

/**
 * Whether the request carries `Authorization: Bearer <key>`, compared in constant time over SHA-256
 * digests, so neither the key's length nor a matching prefix leaks through timing. The one check of
 * an operator's bearer keys (METRICS_TOKEN, AI_TEST_KEY).
 */
export function bearerMatches(c: Context, key: string): boolean {
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
  const digest = (s: string) => createHash('sha256').update(s).digest()
  return given !== '' && timingSafeEqual(digest(given), digest(key))
}
