import { createHmac } from 'node:crypto'

/**
 * HMAC-SHA-256 under the server secret. Codes and tokens are stored only as this, so a leaked
 * table cannot be replayed, and a 6-digit code cannot be brute-forced offline without the secret.
 */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('hex')
}
