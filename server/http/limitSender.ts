import type { Db, Queryable } from '../db/db'
import type { Clock } from '../clock'
import type { ServerConfig } from '../serverConfig'
import { keyedHash } from '../crypto/keyedHash'
import { enforceLimit } from './enforceLimit'
import { rateLimiter } from './rateLimiter'

/** A limit as [tries, window in ms]. */
export type Limit = readonly [number, number]

/** One day, the window of the per-clinic and per-recipient ceilings. */
export const DAY_MS = 86_400_000

/** What one kind of sending may cost: per user, per clinic, and per recipient across all clinics. */
export interface SenderLimits {
  perUser: Limit
  perClinic: Limit
  perRecipient: Limit
}

/** Who sends what to whom: `recipient` is an e-mail address or a webhook endpoint. */
export interface Sending {
  userId: string
  clinicId: string
  recipient: string
}

/**
 * The limits of a workspace call that makes the server send something (an e-mail, a webhook
 * delivery): a per-user limit alone is no limit, because an owner can mint users (invite, accept),
 * so each sending also counts against its clinic and against its recipient, whichever clinic sends.
 * Counted in `rate_limits` by key and window on the injected clock, so every process shares them.
 * Recipients are counted by a keyed hash: the table holds no addresses.
 *
 * @example
 * const limit = limitSender(deps, 'embedMail', { perUser: [10, 3600_000], perClinic: [20, DAY_MS], perRecipient: [5, DAY_MS] })
 * await limit({ userId: user.id, clinicId: user.clinicId, recipient: email }) // 429 with Retry-After when over
 */
export function limitSender(
  deps: { db: Db; clock: Clock; config: ServerConfig },
  name: string,
  limits: SenderLimits,
): (s: Sending, q?: Queryable) => Promise<void> {
  const mk = (part: string, [limit, windowMs]: Limit) =>
    rateLimiter({ db: deps.db, name: `${name}Per${part}`, limit, windowMs, clock: deps.clock })
  const perUser = mk('User', limits.perUser)
  const perClinic = mk('Clinic', limits.perClinic)
  const perRecipient = mk('Recipient', limits.perRecipient)
  return async function countSending(s, q) {
    await enforceLimit(perUser, s.userId, q)
    await enforceLimit(perClinic, s.clinicId, q)
    await enforceLimit(perRecipient, keyedHash(deps.config.secret, 'recipient', s.recipient.trim().toLowerCase()), q)
  }
}
