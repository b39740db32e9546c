import { randomBytes } from 'node:crypto'

/** A fresh endpoint secret in the Standard Webhooks format: `whsec_` and 32 random bytes in base64. */
export function newSecret(): string {
  return 'whsec_' + randomBytes(32).toString('base64')
}
