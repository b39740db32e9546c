import { randomUUID } from 'node:crypto'

/**
 * An incoming `x-request-id` is kept only when it is short and made of safe characters (letters,
 * digits, `.`, `_`, `-`, at most 64), so a proxy's id ties its log to ours while a client cannot
 * write newlines, markup or a megabyte into every line; anything else gets a fresh UUID.
 */
export function requestIdOf(incoming: string | undefined): string {
  if (incoming && /^[A-Za-z0-9._-]{1,64}$/.test(incoming)) return incoming
  return randomUUID()
}
