import { randomBytes, randomInt } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { passwordChangeSchema, recoverRequestSchema, verifyCodeSchema } from '../../../src/schemas/passwordRecovery'
import type { Queryable } from '../db/db'
import type { Deps } from '../deps'
import { clientIp } from '../http/clientIp'
import { BODY_LIMITS, RATE_LIMITS } from '../http/limits'
import { rateLimiter, type RateLimiter } from '../http/rateLimiter'
import { readJson } from '../http/readBody'
import { fail, HttpError, ok } from '../http/respond'
import { validate } from '../http/validate'
import { enqueueMail } from '../mail/enqueueMail'
import { passwordChangedMail } from '../mail/passwordChangedMail'
import { recoveryCodeMail } from '../mail/recoveryCodeMail'
import { hashPassword } from '../recovery/hashPassword'
import { keyedHash } from '../recovery/keyedHash'

const CODE_TTL_MS = 10 * 60_000
const TOKEN_TTL_MS = 10 * 60_000
/** Wrong tries a code survives; the fifth burns it. */
export const MAX_CODE_ATTEMPTS = 5

/** The same answer for known and unknown addresses: no account enumeration. */
export const RECOVER_ANSWER = 'If this address is registered, a 6-digit code has been sent to it.'

interface CodeRow { id: string; user_id: string | null; code_hash: string; attempts: number; expires_at: Date; used_at: Date | null }

async function limit(c: Context, limiter: RateLimiter, key: string): Promise<void> {
  const d = await limiter.hit(key)
  if (!d.ok) throw new HttpError(429, { _: 'Too many attempts. Please try again later.' }, { 'retry-after': String(d.retryAfterSec) })
}

/**
 * Password recovery (spec section 2, three steps): recover_password mails a 6-digit code,
 * verify_code trades it for a single-use reset token, PATCH /user/password spends the token.
 */
export function recoveryRoutes(deps: Deps): Hono {
  const app = new Hono()
  const mk = (name: keyof typeof RATE_LIMITS) => rateLimiter({ db: deps.db, name, limit: RATE_LIMITS[name][0], windowMs: RATE_LIMITS[name][1], clock: deps.clock })
  const recoverPerAddress = mk('recoverPerAddress')
  const recoverPerIp = mk('recoverPerIp')
  const verifyPerIp = mk('verifyPerIp')
  const passwordPerIp = mk('passwordPerIp')
  const secret = deps.config.secret
  const ip = (c: Context) => clientIp(c, deps.config.trustProxy)

  app.post('/user/recover_password', async (c) => {
    await limit(c, recoverPerIp, ip(c))
    const { email } = validate(recoverRequestSchema, await readJson(c, BODY_LIMITS.json))
    const address = email.toLowerCase()
    await limit(c, recoverPerAddress, address)
    const started = performance.now()
    const now = deps.clock.now()
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const emailHash = keyedHash(secret, 'email', address)
    // Both branches do the same queries and the same write, so timing does not tell them apart.
    await deps.db.transaction(async (tx) => {
      const [user] = await tx.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE email = $1', [address])
      await tx.query('UPDATE recovery_codes SET used_at = $2 WHERE email_hash = $1 AND used_at IS NULL', [emailHash, now])
      await tx.query(
        'INSERT INTO recovery_codes (id, user_id, email_hash, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [crypto.randomUUID(), user?.id ?? null, emailHash, keyedHash(secret, 'code', code), new Date(now.getTime() + CODE_TTL_MS), now])
      if (user) await enqueueMail(tx, now, recoveryCodeMail(user.email, code))
    })
    deps.wake()
    const wait = deps.config.recoverFloorMs - (performance.now() - started)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return ok(c, RECOVER_ANSWER)
  })

  app.post('/user/verify_code', async (c) => {
    await limit(c, verifyPerIp, ip(c))
    const { code, email } = validate(verifyCodeSchema, await readJson(c, BODY_LIMITS.json))
    const now = deps.clock.now()
    const codeHash = keyedHash(secret, 'code', code)
    const outcome = await deps.db.transaction(async (tx): Promise<{ token: string } | 'Invalid code' | 'Expired code'> => {
      // With the address, a guess is tried against that account's latest code only, and counts
      // towards burning it; without it (the spec's original call) against the code itself.
      const [row] = email
        ? await tx.query<CodeRow>('SELECT id, user_id, code_hash, attempts, expires_at, used_at FROM recovery_codes WHERE email_hash = $1 ORDER BY created_at DESC LIMIT 1 FOR UPDATE',
          [keyedHash(secret, 'email', email.toLowerCase())])
        : await tx.query<CodeRow>('SELECT id, user_id, code_hash, attempts, expires_at, used_at FROM recovery_codes WHERE code_hash = $1 ORDER BY created_at DESC LIMIT 1 FOR UPDATE', [codeHash])
      if (!row) return 'Invalid code'
      if (row.used_at || row.attempts >= MAX_CODE_ATTEMPTS || new Date(row.expires_at) <= now) return 'Expired code'
      if (row.code_hash !== codeHash || !row.user_id) {
        await tx.query('UPDATE recovery_codes SET attempts = attempts + 1 WHERE id = $1', [row.id])
        return 'Invalid code'
      }
      await tx.query('UPDATE recovery_codes SET used_at = $2 WHERE id = $1', [row.id, now])
      const token = randomBytes(32).toString('base64url')
      await tx.query('INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
        [keyedHash(secret, 'token', token), row.user_id, new Date(now.getTime() + TOKEN_TTL_MS)])
      return { token }
    })
    if (typeof outcome === 'string') return fail(c, 400, outcome)
    return ok(c, { reset_token: outcome.token })
  })

  app.patch('/user/password', async (c) => {
    await limit(c, passwordPerIp, ip(c))
    const { email, password, reset_token } = validate(passwordChangeSchema, await readJson(c, BODY_LIMITS.json))
    if (!reset_token) throw new HttpError(403, { reset_token: 'A verified reset token is required' })
    const passwordHash = await hashPassword(password)
    const now = deps.clock.now()
    const changed = await deps.db.transaction(async (tx: Queryable) => {
      const [row] = await tx.query<{ user_id: string; email: string; expires_at: Date; used_at: Date | null }>(
        `SELECT t.user_id, u.email, t.expires_at, t.used_at FROM reset_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = $1 FOR UPDATE OF t`, [keyedHash(secret, 'token', reset_token)])
      if (!row || row.used_at || new Date(row.expires_at) <= now || row.email !== email.toLowerCase()) return false
      await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [row.user_id, passwordHash, now])
      await tx.query('UPDATE reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [row.user_id, now])
      await enqueueMail(tx, now, passwordChangedMail(row.email, now))
      return true
    })
    if (!changed) throw new HttpError(403, { reset_token: 'This reset link has expired or was already used' })
    deps.wake()
    return ok(c, 'Password changed')
  })
  return app
}
