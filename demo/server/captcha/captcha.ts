import { createChallenge, verifySolution } from 'altcha-lib/v1'
import type { Queryable } from '../db/db'
import type { Deps } from '../deps'
import { HttpError } from '../http/respond'

const TTL_MS = 10 * 60_000
const MESSAGE = 'Please confirm you are not a robot'

/**
 * A new ALTCHA (v1, SHA-256 proof of work) challenge, signed with the server's HMAC key and
 * valid for 10 minutes. maxnumber is small enough for a phone to solve in well under a second.
 */
export function newChallenge(deps: Pick<Deps, 'config'>) {
  // Real time, not the injected clock: altcha-lib checks expiry against Date.now().
  return createChallenge({
    hmacKey: deps.config.altchaHmacKey,
    maxnumber: deps.config.captchaMaxNumber,
    expires: new Date(Date.now() + TTL_MS),
  })
}

/**
 * Verifies the X-Captcha header (base64 JSON ALTCHA payload) and spends it: the signature is
 * recorded in `captcha_used` inside the caller's transaction, so a solved challenge works once.
 * Throws a 403 for missing, forged, expired or replayed solutions.
 */
export async function spendCaptcha(deps: Pick<Deps, 'config'>, tx: Queryable, header: string | undefined): Promise<void> {
  if (!header || header.length > 2000) throw new HttpError(403, { captcha: MESSAGE })
  let payload: { signature?: unknown; salt?: unknown }
  try {
    payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8'))
  } catch {
    throw new HttpError(403, { captcha: MESSAGE })
  }
  if (typeof payload?.signature !== 'string' || typeof payload.salt !== 'string') throw new HttpError(403, { captcha: MESSAGE })
  let valid = false
  try {
    valid = await verifySolution(payload as never, deps.config.altchaHmacKey, true)
  } catch {
    valid = false
  }
  if (!valid) throw new HttpError(403, { captcha: MESSAGE })
  const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires'))
  const now = new Date()
  const expiresAt = Number.isFinite(expires) && expires > 0 ? new Date(expires * 1000) : new Date(now.getTime() + TTL_MS)
  await tx.query('DELETE FROM captcha_used WHERE expires_at < $1', [now])
  const spent = await tx.query('INSERT INTO captcha_used (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature',
    [payload.signature, expiresAt])
  if (spent.length === 0) throw new HttpError(403, { captcha: 'This captcha was already used' })
}
