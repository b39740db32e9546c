import type { Clock } from '../clock'
import { keyedHash } from '../crypto/keyedHash'
import { bookingsRepo } from '../db/bookingsRepo'
import type { Queryable } from '../db/db'
import { HttpError } from '../http/respond'
import type { Metrics } from '../observability/createMetrics'
import type { ServerConfig } from '../serverConfig'

/**
 * How many live holds (10 minutes each, not yet confirmed) may exist at once. Per caller (the
 * client address, IPv6 by /64): 5 (HOLD_CALLER_LIMIT). The widget lets a hold go when its owner
 * picks another time (it lapses by itself), so an owner changing their mind four times in ten
 * minutes must still get a hold; one script now hides 5 slots, not all of them. Per clinic: 20
 * (HOLD_CLINIC_LIMIT), whoever holds them, so many addresses together still leave every slot
 * past the 20th free to book; a clinic's own bookings (confirmed visits) are never limited.
 */
export const HOLD_LIMITS = {
  perCaller: 5,
  perClinic: 20,
} as const

/** The key a hold is counted under for its caller: a keyed hash of the limit key, so the table holds no client address. */
export function holdCallerHash(secret: string, caller: string): string {
  return keyedHash(secret, 'hold-caller', caller)
}

/**
 * Checks, inside the hold's transaction and before its row is written, that the caller and the
 * clinic are below their live-hold budgets; over one it throws 429 with Retry-After set to the
 * seconds until the oldest of those holds expires (a confirmed hold frees its place at once), and
 * counts the refusal in `petlead_refusals_total` (`hold_caller`, `hold_clinic`). Each count runs under an advisory lock on
 * its key, held until commit, so simultaneous holds from every process are counted one by one.
 */
export async function spendHold(
  tx: Queryable,
  deps: { clock: Clock; config: Pick<ServerConfig, 'holdCallerLimit' | 'holdClinicLimit'>; metrics?: Pick<Metrics, 'refusals'> },
  hold: { callerHash: string; clinicId: string },
): Promise<void> {
  const now = deps.clock.now()
  const budgets = [
    { why: 'caller', by: { callerHash: hold.callerHash }, limit: deps.config.holdCallerLimit ?? HOLD_LIMITS.perCaller },
    { why: 'clinic', by: { clinicId: hold.clinicId }, limit: deps.config.holdClinicLimit ?? HOLD_LIMITS.perClinic },
  ] as const
  for (const b of budgets) {
    await bookingsRepo.lockHoldBudget(tx, 'callerHash' in b.by ? `caller:${b.by.callerHash}` : `clinic:${b.by.clinicId}`)
    const live = await bookingsRepo.liveHolds(tx, b.by, now)
    if (live.n < b.limit) continue
    deps.metrics?.refusals.inc({ rule: `hold_${b.why}` })
    const retryAfterSec = Math.max(1, Math.ceil(((live.firstEnd?.getTime() ?? now.getTime()) - now.getTime()) / 1000))
    throw new HttpError(429, { _: 'Too many attempts. Please try again later.' }, { 'retry-after': String(retryAfterSec) })
  }
}
