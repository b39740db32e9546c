import type { ServerConfig } from '../serverConfig'

/** The first-contact target and re-route time, in minutes of open time, of a clinic that sets none. */
export interface ClaimDefaults {
  targetMinutes: number
  rerouteAfterMinutes: number
}

/** Five minutes to claim, thirty to re-route, when the configuration says nothing. */
export const CLAIM_DEFAULTS: ClaimDefaults = { targetMinutes: 5, rerouteAfterMinutes: 30 }

/** The server's defaults (CLAIM_TARGET_MINUTES, REROUTE_AFTER_MINUTES). */
export function claimDefaults(config: Pick<ServerConfig, 'claimTargetMinutes' | 'rerouteAfterMinutes'>): ClaimDefaults {
  return {
    targetMinutes: config.claimTargetMinutes ?? CLAIM_DEFAULTS.targetMinutes,
    rerouteAfterMinutes: config.rerouteAfterMinutes ?? CLAIM_DEFAULTS.rerouteAfterMinutes,
  }
}
