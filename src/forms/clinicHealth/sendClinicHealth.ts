import type { Widget } from '../../context/WidgetContext'
import { buildPetPayload } from '../../submission/buildPetPayload'
import { createPet } from '../../submission/petChain'
import type { CreatedLead } from '../../submission/sendChain'
import { buildAdditionalInfo } from './buildAdditionalInfo'
import type { ClinicHealthValues } from './steps'

export { petFollowUp as clinicPetFollowUp } from '../../submission/petChain'

/** POST /pet with clinic_id and the captcha (the shared health chain); resolves with the record's id and the server's triage. */
export function createClinicPet(
  widget: Widget,
  values: ClinicHealthValues,
  o: { captcha: string; idempotencyKey: string },
): Promise<CreatedLead> {
  return createPet(widget, buildPetPayload(values, widget.clinicId, buildAdditionalInfo(values.issue, values.additional_info)), o)
}
