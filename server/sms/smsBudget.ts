import type { Clock } from '../clock'
import { keyedHash } from '../crypto/keyedHash'
import type { Queryable } from '../db/db'
import { hitAll, rateLimiter, type BudgetWindow } from '../http/rateLimiter'
import type { ServerConfig } from '../serverConfig'
import { DEFAULT_SMS_COUNTRIES } from './smsCountries'
import { smsDestination } from './smsDestination'
import { createLogger, type Logger } from '../observability/createLogger'
import { alertOncePerWindow } from '../observability/operatorAlert'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/**
 * What texting may cost. Per number: an owner legitimately gets the acknowledgement of a lead, a
 * visit's reminder and perhaps a second lead's acknowledgement or a moved visit's reminder, so 3
 * an hour and 5 a day leave room for a real owner and stop a number being flooded. Per caller
 * (the client address, IPv6 by /64): 10 acknowledgement texts an hour (SMS_CALLER_HOURLY_LIMIT),
 * more than a household or a clinic's tablet asks for, while one address can no longer text a list
 * of numbers. Globally: the
 * hourly budget (SMS_HOURLY_LIMIT, 200 by default) caps what any number of addresses together can
 * spend, and crossing it alerts the operator.
 */
export const SMS_LIMITS = {
  perNumberHour: 3,
  perNumberDay: 5,
  perCallerHour: 10,
  hourly: 200,
} as const

/** Why a text may not go: a destination rule, or a budget with the seconds until it has room again. */
export type SmsRefusal =
  | { why: 'unreadable' | 'country' | 'premium' | 'not mobile' }
  | { why: 'per number' | 'per caller' | 'hourly'; retryAfterSec: number }

/** Who pays for a text: the budget and, for a text an anonymous request asks for, its caller's limit key. */
export interface SmsPayer {
  budget: SmsBudget
  /** ipLimitKey of the request's client; absent for texts the server decides on (staff alerts, reminders). */
  caller?: string
}

/** The one budget every text is paid from (enqueueSms asks it before queueing anything). */
export interface SmsBudget {
  /** The countries texts may go to (SMS_COUNTRIES). */
  countries: readonly string[]
  /**
   * Checks the destination rules for `to`, then counts one text against its number (hour and
   * day), `caller` when given, and the hourly budget, inside `tx`. Null: it may go. A refused
   * text costs nothing: every count it took is given back.
   */
  spend(tx: Queryable, to: string, caller?: string): Promise<SmsRefusal | null>
  /** Logs a text the server decided on but the budget refused (it is skipped, the lead goes on); no number in the line. */
  skipped(what: string, refused: SmsRefusal): void
}

/**
 * The text budget, counted in `rate_limits` by key and window on the injected clock so every
 * process shares it (as limitSender does); numbers are counted by a keyed hash, so the table
 * holds no phone numbers. Counting runs in the caller's transaction: a request refused for any
 * reason rolls its counts back with everything else it wrote, and the counter rows stay locked
 * only until that commit. Crossing the hourly budget logs an error line (the operator's alert:
 * the server has no operator e-mail address to mail), once per window per process.
 *
 * @example
 * const payer = { budget: smsBudget(deps), caller: ipLimitKey(clientIp(c, deps.config.trustProxy)) }
 * const queued = await enqueueSms(tx, now, { to, body, submissionId }, payer) // queued.refused when over
 */
export function smsBudget(deps: {
  clock: Clock
  config: Pick<ServerConfig, 'secret' | 'smsCountries' | 'smsHourlyLimit' | 'smsCallerHourlyLimit'>
  log?: Logger
}): SmsBudget {
  const countries = deps.config.smsCountries ?? DEFAULT_SMS_COUNTRIES
  const hourly = deps.config.smsHourlyLimit ?? SMS_LIMITS.hourly
  const perCaller = deps.config.smsCallerHourlyLimit ?? SMS_LIMITS.perCallerHour
  const log = deps.log ?? createLogger({})
  const limiter = (tx: Queryable, name: string, limit: number, windowMs: number) =>
    rateLimiter({ db: tx, name, limit, windowMs, clock: deps.clock })
  return {
    countries,
    async spend(tx, to, caller) {
      const dest = smsDestination(to, countries)
      if (!dest.ok) return { why: dest.why }
      const number = keyedHash(deps.config.secret, 'sms-number', dest.to)
      // The hourly counter first: its row stays locked until the transaction ends, so two transactions
      // that both text take the other counters' rows one after the other and can never deadlock (a
      // lead's staff texts and its owner's text lock several numbers in one transaction).
      const windows: BudgetWindow<'per number' | 'per caller' | 'hourly'>[] = [
        { why: 'hourly', counter: limiter(tx, 'smsHourly', hourly, HOUR_MS), key: 'all' },
        { why: 'per number', counter: limiter(tx, 'smsPerNumberHour', SMS_LIMITS.perNumberHour, HOUR_MS), key: number },
        { why: 'per number', counter: limiter(tx, 'smsPerNumberDay', SMS_LIMITS.perNumberDay, DAY_MS), key: number },
        ...(caller ? [{ why: 'per caller' as const, counter: limiter(tx, 'smsPerCallerHour', perCaller, HOUR_MS), key: caller }] : []),
      ]
      const refused = await hitAll(windows, tx)
      if (refused?.why === 'hourly') alertOperator(refused.retryAfterSec)
      return refused
    },
    skipped(what, refused) {
      log.warn(`sms skipped: ${what} (${refused.why}${'retryAfterSec' in refused ? `, room again in ${refused.retryAfterSec} s` : ''})`)
    },
  }

  function alertOperator(retryAfterSec: number) {
    alertOncePerWindow(deps.config, deps.clock.now().getTime(), retryAfterSec, (until) =>
      log.error(
        `error sms hourly budget of ${hourly} texts crossed: texts are refused until ${new Date(until).toISOString()} (SMS_HOURLY_LIMIT)`,
      ),
    )
  }
}
