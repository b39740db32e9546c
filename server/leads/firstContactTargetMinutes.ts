import { CLAIM_DEFAULTS } from './claimDefaults'

/**
 * How many minutes of open time a clinic gives itself to first contact an owner: the clinic's own
 * target when it has one, else the server's (CLAIM_TARGET_MINUTES), else the claim default (5). Fractions are allowed
 * (0.1 is six seconds, for tests and demos). A target that is not a positive number is ignored, so
 * a bad setting never promises "within 0 minutes".
 */
export function firstContactTargetMinutes(clinic: object | null | undefined, config: { claimTargetMinutes?: number }): number {
  // Any clinic record: its target is read where the record has one (`firstContact.targetMinutes`,
  // the clinic's speed-to-lead settings); a partner without the setting has none.
  const own = (clinic as { firstContact?: { targetMinutes?: unknown } } | null | undefined)?.firstContact?.targetMinutes
  for (const m of [own, config.claimTargetMinutes]) {
    if (typeof m === 'number' && Number.isFinite(m) && m > 0) return m
  }
  return CLAIM_DEFAULTS.targetMinutes
}
