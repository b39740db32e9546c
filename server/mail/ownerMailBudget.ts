import type { Clock } from '../clock'
import { keyedHash } from '../crypto/keyedHash'
import type { Queryable } from '../db/db'
import { hitAll, hitAllWithin, rateLimiter, refusedBy, type BudgetWindow } from '../http/rateLimiter'
import { HttpError } from '../http/respond'
import type { Metrics } from '../observability/createMetrics'
import type { ServerConfig } from '../serverConfig'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/**
 * What e-mailing an owner's typed address may cost. Per address: a real owner gets a lead's
 * acknowledgement and assessment, a booking's confirmation, perhaps a move or two and a
 * cancellation, so 10 an hour and 20 a day (OWNER_MAIL_HOURLY_LIMIT, OWNER_MAIL_DAILY_LIMIT) leave
 * room for them while a stranger's address can no longer be flooded. Per caller (the client
 * address, IPv6 by /64): 30 an hour (OWNER_MAIL_CALLER_HOURLY_LIMIT), more than a household or a
 * clinic's front-desk tablet sends, while one address can no longer mail a list of strangers.
 */
export const OWNER_MAIL_LIMITS = {
  perRecipientHour: 10,
  perRecipientDay: 20,
  perCallerHour: 30,
} as const

/** Who pays for an owner e-mail: the budget and the limit key of the request's caller (callerKey). */
export interface OwnerMailPayer {
  budget: OwnerMailBudget
  caller: string
}

/** The one budget every e-mail a public request sends to an owner's address is paid from. */
export interface OwnerMailBudget {
  /**
   * Counts one e-mail to `to` (per hour and per day) and to `caller` (per hour), inside `tx`.
   * Over budget it gives back what it counted and throws 429 with Retry-After: thrown inside the
   * request's transaction, the lead, visit or move that would have sent the mail is rolled back with it.
   */
  spend(tx: Queryable | undefined, to: string, caller: string): Promise<void>
  /**
   * The same count for a lead's intake, not waited for: over budget, the database fails `tx` at its
   * next statement waited for or its COMMIT (hitAllWithin), and `refusal` turns that error into the
   * 429 `spend` throws. Nothing is counted for a transaction that failed.
   */
  spendAtCommit(tx: Queryable, to: string, caller: string): Promise<void>
  /** The 429 (with Retry-After, counted in the metrics) when `err` is `spendAtCommit`'s refusal; else undefined. */
  refusal(err: unknown, to: string, caller: string): Promise<HttpError | undefined>
}

/**
 * The owner e-mail budget, counted in `rate_limits` by key and window on the injected clock so
 * every process shares it (as the text budget does); addresses are counted by a keyed hash, so
 * the table holds none. Every kind counts together: a lead, a booking's confirmation, a moved or
 * cancelled visit, so no call can be used as a relay to an address of the caller's choosing.
 * A follow-up the request schedules is paid with it: a lead's assessment (sent by the worker), a
 * visit's day-before reminder (one per visit; a move replaces it).
 *
 * @example
 * const payer = { budget: ownerMailBudget(deps), caller: callerKey(c, deps.config.trustProxy) }
 * await enqueueMail(tx, now, mail, undefined, { payer }) // 429 with Retry-After when over
 */
export function ownerMailBudget(deps: {
  db: Queryable
  clock: Clock
  config: Pick<ServerConfig, 'secret' | 'ownerMailDailyLimit' | 'ownerMailHourlyLimit' | 'ownerMailCallerHourlyLimit'>
  metrics?: Pick<Metrics, 'refusals'>
}): OwnerMailBudget {
  const c = deps.config
  const limiter = (name: string, limit: number, windowMs: number) => rateLimiter({ db: deps.db, name, limit, windowMs, clock: deps.clock })
  const perRecipientHour = limiter('ownerMailPerRecipientHour', c.ownerMailHourlyLimit ?? OWNER_MAIL_LIMITS.perRecipientHour, HOUR_MS)
  const perRecipientDay = limiter('ownerMailPerRecipientDay', c.ownerMailDailyLimit, DAY_MS)
  const perCaller = limiter('ownerMailPerCallerHour', c.ownerMailCallerHourlyLimit ?? OWNER_MAIL_LIMITS.perCallerHour, HOUR_MS)
  const windowsOf = (to: string, caller: string): BudgetWindow<'recipient' | 'caller'>[] => {
    const address = keyedHash(c.secret, 'owner-mail', to.trim().toLowerCase())
    return [
      { why: 'recipient', counter: perRecipientHour, key: address },
      { why: 'recipient', counter: perRecipientDay, key: address },
      { why: 'caller', counter: perCaller, key: caller },
    ]
  }
  const refuse = (refused: { why: 'recipient' | 'caller'; retryAfterSec: number }) => {
    deps.metrics?.refusals.inc({ rule: `owner_mail_${refused.why}` })
    return new HttpError(429, { _: 'Too many attempts. Please try again later.' }, { 'retry-after': String(refused.retryAfterSec) })
  }
  return {
    async spend(tx, to, caller) {
      const refused = await hitAll(windowsOf(to, caller), tx)
      if (refused) throw refuse(refused)
    },
    async spendAtCommit(tx, to, caller) {
      await hitAllWithin(windowsOf(to, caller), tx)
    },
    async refusal(err, to, caller) {
      const refused = await refusedBy(err, windowsOf(to, caller))
      return refused ? refuse(refused) : undefined
    },
  }
}
