import { randomBytes, randomInt } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { passwordChangeSchema, recoverRequestSchema, verifyCodeSchema } from '../../src/schemas/passwordRecovery'
import { recoveryRepo } from '../db/recoveryRepo'
import type { Deps } from '../deps'
import type { AppEnv } from '../http/appEnv'
import { clientIp } from '../http/clientIp'
import { BODY_LIMITS, RATE_LIMITS } from '../http/limits'
import { enforceLimit } from '../http/enforceLimit'
import { ipLimitKey } from '../http/ipLimitKey'
import { rateLimiter } from '../http/rateLimiter'
import { readJson } from '../http/readBody'
import { fail, HttpError, ok } from '../http/respond'
import { ownerLang } from '../http/ownerLang'
import { validate } from '../http/validate'
import { enqueueMail } from '../mail/enqueueMail'
import { passwordChangedMail } from '../mail/passwordChangedMail'
import { recoveryCodeMail } from '../mail/recoveryCodeMail'
import { hashPassword } from '../crypto/hashPassword'
import { keyedHash } from '../crypto/keyedHash'
import { spendCaptcha } from '../captcha/captcha'
import { closeStreams } from '../workspace/sessionStreams'
import { requireGoodPassword } from '../workspace/requireGoodPassword'
import { registerCall } from '../openapi/declareCall'
import { RECOVER_ANSWER, recoveryCalls } from './recoveryCalls'

const CODE_TTL_MS = 10 * 60_000
const TOKEN_TTL_MS = 10 * 60_000
/** Wrong tries a code survives; the fifth burns it. */
export const MAX_CODE_ATTEMPTS = 5

export { RECOVER_ANSWER }

/**
 * Wrong codes one address may take per hour, across all its codes and callers (new codes do not
 * reset it). Past it the address is not locked, since anyone could then keep its owner out of
 * recovery: every try at it needs a solved captcha (X-Captcha), which the owner's page solves and a
 * guesser pays for on each guess.
 */
export const MAX_ADDRESS_MISSES = 10
const ADDRESS_WINDOW_MS = 3600_000
/** Wrong codes one client address (IPv6 /64) may make per window, across addresses; then it waits (429). */
export const CALLER_MISSES: readonly [number, number] = [10, 3600_000]

/**
 * Password recovery in three steps (recoveryCalls): the first mails a 6-digit code, the second
 * trades it for a single-use reset token, the third spends the token on a new password.
 */
export function recoveryRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const mk = (name: keyof typeof RATE_LIMITS) =>
    rateLimiter({ db: deps.db, name, limit: RATE_LIMITS[name][0], windowMs: RATE_LIMITS[name][1], clock: deps.clock })
  const recoverPerAddress = mk('recoverPerAddress')
  const recoverPerIp = mk('recoverPerIp')
  const verifyPerIp = mk('verifyPerIp')
  const passwordPerIp = mk('passwordPerIp')
  const callerMisses = rateLimiter({
    db: deps.db,
    name: 'verifyMissesPerIp',
    limit: CALLER_MISSES[0],
    windowMs: CALLER_MISSES[1],
    clock: deps.clock,
  })
  const secret = deps.config.secret
  const ip = (c: Context<AppEnv>) => ipLimitKey(clientIp(c, deps.config.trustProxy))

  registerCall(app, recoveryCalls.recover, async (c) => {
    await enforceLimit(recoverPerIp, ip(c))
    const { email } = validate(recoverRequestSchema, await readJson(c, BODY_LIMITS.json))
    const address = email.toLowerCase()
    await enforceLimit(recoverPerAddress, address)
    const started = performance.now()
    const now = deps.clock.now()
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const emailHash = keyedHash(secret, 'email', address)
    // Both branches do the same queries and the same write, so timing does not tell them apart.
    await deps.db.transaction(async (tx) => {
      const user = await recoveryRepo.findUser(tx, address)
      await recoveryRepo.issueCode(tx, {
        userId: user?.id ?? null,
        emailHash,
        codeHash: keyedHash(secret, 'code', code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        now,
      })
      // In the language the owner asked in (the widget's Accept-Language), like every owner e-mail.
      if (user) await enqueueMail(tx, now, recoveryCodeMail(user.email, code, ownerLang(c)))
    })
    deps.wake()
    const wait = deps.config.recoverFloorMs - (performance.now() - started)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return ok(c, RECOVER_ANSWER)
  })

  registerCall(app, recoveryCalls.verifyCode, async (c) => {
    const caller = ip(c)
    await enforceLimit(verifyPerIp, caller)
    const { code, email } = validate(verifyCodeSchema, await readJson(c, BODY_LIMITS.json))
    const now = deps.clock.now()
    const codeHash = keyedHash(secret, 'code', code)
    const emailHash = keyedHash(secret, 'email', email.toLowerCase())
    type Outcome = { token: string } | 'Invalid code' | 'Expired code' | { retryAfterSec: number }
    const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
      // A guess is tried against that address's latest code only. Misses count in the database,
      // per code (the fifth burns it), per address over the last hour, and per caller.
      if ((await recoveryRepo.missesSince(tx, emailHash, new Date(now.getTime() - ADDRESS_WINDOW_MS))) >= MAX_ADDRESS_MISSES)
        await spendCaptcha(deps, tx, c.req.header('x-captcha')).catch((e: unknown) => {
          deps.metrics.refusals.inc({ rule: 'recovery_captcha' })
          throw e
        })
      // The caller's try is counted before it runs, so parallel guesses cannot all slip under the
      // limit, and forgiven when the code is right: in effect only misses count.
      const mine = await callerMisses.hit(caller, tx)
      if (!mine.ok) return mine
      const row = await recoveryRepo.latestCode(tx, emailHash)
      if (!row) return 'Invalid code'
      if (row.used_at || row.attempts >= MAX_CODE_ATTEMPTS || new Date(row.expires_at) <= now) return 'Expired code'
      if (row.code_hash !== codeHash || !row.user_id) {
        await recoveryRepo.recordMiss(tx, row.id)
        return 'Invalid code'
      }
      await callerMisses.forgive(caller, tx)
      await recoveryRepo.useCode(tx, row.id, now)
      const token = randomBytes(32).toString('base64url')
      await recoveryRepo.insertToken(tx, keyedHash(secret, 'token', token), row.user_id, new Date(now.getTime() + TOKEN_TTL_MS))
      return { token }
    })
    if (typeof outcome === 'object' && 'retryAfterSec' in outcome) {
      deps.metrics.refusals.inc({ rule: 'recovery_caller_misses' })
      throw new HttpError(429, { _: 'Too many attempts. Please try again later.' }, { 'retry-after': String(outcome.retryAfterSec) })
    }
    if (typeof outcome === 'string') return fail(c, 400, outcome)
    // Never stored for replay: the declaration says the answer holds a secret (recoveryCalls).
    return ok(c, { reset_token: outcome.token })
  })

  registerCall(app, recoveryCalls.changePassword, async (c) => {
    await enforceLimit(passwordPerIp, ip(c))
    const { email, password, reset_token } = validate(passwordChangeSchema, await readJson(c, BODY_LIMITS.json))
    if (!reset_token) throw new HttpError(403, { reset_token: 'A verified reset token is required' })
    const passwordHash = await hashPassword(password)
    const now = deps.clock.now()
    const changed = await deps.db.transaction(async (tx) => {
      const row = await recoveryRepo.findToken(tx, keyedHash(secret, 'token', reset_token))
      if (!row || row.used_at || new Date(row.expires_at) <= now || row.email !== email.toLowerCase()) return false
      // Judged once the token is known to be good (a bad token is a 403 whatever the password);
      // refused here, the transaction rolls back and the token stays usable for a better password.
      requireGoodPassword(deps, password, row.email)
      await recoveryRepo.changePassword(tx, row.user_id, passwordHash, now)
      await enqueueMail(tx, now, passwordChangedMail(row.email, now, ownerLang(c)))
      return row.user_id
    })
    if (!changed) throw new HttpError(403, { reset_token: 'This reset link has expired or was already used' })
    // The change ended every session of the account; their open event streams here end now too.
    closeStreams({ userId: changed })
    deps.wake()
    return ok(c, 'Password changed')
  })
  return app
}
