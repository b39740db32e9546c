import type { DangerSign } from '../schemas/dangerSigns'

/**
 * The danger-sign checklist's part of a body: `danger_signs` when at least one box is ticked,
 * nothing otherwise, so a submission with none ticked is exactly the contract's.
 */
export function tickedSigns(list: readonly DangerSign[] | undefined): { danger_signs?: DangerSign[] } {
  return list?.length ? { danger_signs: [...list] } : {}
}
