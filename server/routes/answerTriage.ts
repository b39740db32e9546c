import { emergencyHospitalOf } from '../clinics/emergencyHospitalOf'
import type { Deps } from '../deps'
import type { Lang } from '../text/lang'
import { ownerTriage, type OwnerTriage } from '../triage/ownerTriage'
import type { StoredSubmission } from './storeSubmission'

/**
 * The owner's triage for a create call's answer, beside its `_id` (`{ triage }`, or nothing for a
 * kind that is not triaged): every form that stores a lead answers it the same way, so the widget
 * shows the emergency notice with the number to call, or what to watch for, without waiting for
 * the e-mail. It reads the triage stored with the lead (never a second run of the engine); while
 * the lead's clinic is closed, an emergency names the nearest open emergency hospital instead, as
 * the acknowledgement does.
 */
export async function answerTriage(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  stored: Pick<StoredSubmission, 'triage' | 'clinic' | 'clinicId'>,
  data: Record<string, unknown>,
  lang: Lang,
): Promise<{ triage?: OwnerTriage }> {
  if (!stored.triage) return {}
  const hospital =
    stored.triage.urgency === 'emergency'
      ? await emergencyHospitalOf(deps.db, stored.clinicId, data, deps.clock.now(), deps.config.emergencyHospitalMaxMiles)
      : undefined
  return { triage: ownerTriage(stored.triage, stored.clinic, lang, hospital) }
}
