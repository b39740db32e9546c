import type { Widget } from '../context/WidgetContext'
import { buildDentalPayload, type DentalPayloadValues } from './buildDentalPayload'
import { createDentalPet } from './dentalChain'
import type { CreatedLead } from './sendChain'

export { dentalFollowUp as clinicDentalFollowUp } from './dentalChain'

/** POST /pet/dentipet_pet with clinic_id (and doctor_notes for the kiosk); resolves with the id and the server's triage. */
export function createClinicDental(
  widget: Widget,
  values: DentalPayloadValues,
  o: { captcha: string; idempotencyKey: string },
  doctorNotes?: string,
): Promise<CreatedLead> {
  return createDentalPet(widget, buildDentalPayload(values, { clinicId: widget.clinicId, doctorNotes }), o)
}
