import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { keyedHash } from '../crypto/keyedHash'

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`booking-manage\0${body}`).digest('base64url').slice(0, 32)

/**
 * A new link secret for booking `id`: the id, a random nonce and a signature under the server
 * secret, so a forged token is refused before any query. The server keeps only `hash`; the owner
 * gets the token in the fragment of the e-mailed link (never in a path or query a log would keep).
 */
export function newManageToken(secret: string, id: string): { token: string; hash: string } {
  const body = `${id}.${randomBytes(18).toString('base64url')}`
  const token = `${body}.${sign(secret, body)}`
  return { token, hash: manageHash(secret, token) }
}

/** The stored form of a token. */
export function manageHash(secret: string, token: string): string {
  return keyedHash(secret, 'booking-manage', token)
}

/** True when `token` carries a signature this server made (it may still be spent: the hash decides). */
export function isSignedToken(secret: string, token: string): boolean {
  const cut = token.lastIndexOf('.')
  if (cut < 0 || token.length > 200) return false
  const want = Buffer.from(sign(secret, token.slice(0, cut)))
  const got = Buffer.from(token.slice(cut + 1))
  return want.length === got.length && timingSafeEqual(want, got)
}
