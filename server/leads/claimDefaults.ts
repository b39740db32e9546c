import type { ServerConfig } from '../serverConfig'

/** The first-contact target, re-route time and emergency target, in minutes of open time, of a clinic that sets none. */
export interface ClaimDefaults {
  targetMinutes: number
  rerouteAfterMinutes: number
  emergencyTargetMinutes: number
}

/** Five minutes to claim, thirty to re-route, one for an emergency, when the configuration says nothing. */
export const CLAIM_DEFAULTS: ClaimDefaults = { targetMinutes: 5, rerouteAfterMinutes: 30, emergencyTargetMinutes: 1 }

/** The server's defaults (CLAIM_TARGET_MINUTES, REROUTE_AFTER_MINUTES, EMERGENCY_TARGET_MINUTES). */
export function claimDefaults(
  config: Pick<ServerConfig, 'claimTargetMinutes' | 'rerouteAfterMinutes' | 'emergencyTargetMinutes'>,
): ClaimDefaults {
  return {
    targetMinutes: config.claimTargetMinutes ?? CLAIM_DEFAULTS.targetMinutes,
    rerouteAfterMinutes: config.rerouteAfterMinutes ?? CLAIM_DEFAULTS.rerouteAfterMinutes,
    emergencyTargetMinutes: config.emergencyTargetMinutes ?? CLAIM_DEFAULTS.emergencyTargetMinutes,
  }
}
