import type { Clock } from '../clock'
import { keyedHash } from '../crypto/keyedHash'
import type { Db } from '../db/db'
import { hitAll, rateLimiter, type BudgetWindow } from '../http/rateLimiter'
import { HttpError } from '../http/respond'
import type { Metrics } from '../observability/createMetrics'
import type { ServerConfig } from '../serverConfig'

const WINDOW_MS = 10 * 60_000

/**
 * What funnel beacons may cost, per 10 minutes. Per caller (the client address, IPv6 by /64): 120
 * (FUNNEL_CALLER_LIMIT); an owner's visit sends a handful (one per step at most, each up to 50
 * events), and a clinic's front-desk kiosk serving an owner a minute stays well inside. Per
 * clinic: 3,000 (FUNNEL_CLINIC_LIMIT), whoever sends them, so many addresses together can only
 * add so much to one clinic's counters; the network's own widgets, on every partner's page at
 * once, share ten times that.
 */
export const FUNNEL_LIMITS = {
  perCaller: 120,
  perClinic: 3_000,
  networkTimes: 10,
} as const

/** Counts one beacon against its caller and its target clinic; refuses (429) over either. */
export interface FunnelBudget {
  /** `caller`: the caller's limit key (callerKey); `clinicId`: the beacon's clinic, null for the network's widgets. */
  spend(caller: string, clinicId: string | null): Promise<void>
}

/**
 * The beacons' budget, counted in `rate_limits` on the injected clock so every process shares it.
 * The caller is counted by a keyed hash of its address, so the table holds no address. A refused
 * beacon is given back in both windows (hitAll), and counted in `petlead_refusals_total`
 * (`funnel_caller`, `funnel_clinic`). Beacons are not public writes of the 60-a-window limit
 * (limitWrites): an owner's funnel must never use up the writes their lead needs.
 */
export function funnelBudget(deps: {
  db: Db
  clock: Clock
  config: Pick<ServerConfig, 'secret' | 'funnelCallerLimit' | 'funnelClinicLimit'>
  metrics?: Pick<Metrics, 'refusals'>
}): FunnelBudget {
  const limiter = (name: string, limit: number) => rateLimiter({ db: deps.db, name, limit, windowMs: WINDOW_MS, clock: deps.clock })
  const clinicLimit = deps.config.funnelClinicLimit ?? FUNNEL_LIMITS.perClinic
  const perCaller = limiter('funnelPerCaller', deps.config.funnelCallerLimit ?? FUNNEL_LIMITS.perCaller)
  const perClinic = limiter('funnelPerClinic', clinicLimit)
  const perNetwork = limiter('funnelPerNetwork', clinicLimit * FUNNEL_LIMITS.networkTimes)
  return {
    async spend(caller, clinicId) {
      const windows: BudgetWindow<'caller' | 'clinic'>[] = [
        { why: 'caller', counter: perCaller, key: keyedHash(deps.config.secret, 'funnel-caller', caller) },
        clinicId ? { why: 'clinic', counter: perClinic, key: clinicId } : { why: 'clinic', counter: perNetwork, key: 'network' },
      ]
      const refused = await hitAll(windows)
      if (!refused) return
      deps.metrics?.refusals.inc({ rule: `funnel_${refused.why}` })
      throw new HttpError(429, { _: 'Too many attempts. Please try again later.' }, { 'retry-after': String(refused.retryAfterSec) })
    },
  }
}
