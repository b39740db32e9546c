import type { Widget } from '../context/WidgetContext'
import { buildDentalPayload, type DentalPayloadValues } from './buildDentalPayload'
import { createDentalPet } from './dentalChain'

export { dentalFollowUp as clinicDentalFollowUp } from './dentalChain'

/** POST /pet/dentipet_pet with clinic_id (and doctor_notes for the kiosk); resolves with the id. */
export function createClinicDental(
  widget: Widget,
  values: DentalPayloadValues,
  o: { captcha: string; idempotencyKey: string },
  doctorNotes?: string,
): Promise<string> {
  return createDentalPet(widget, buildDentalPayload(values, { clinicId: widget.clinicId, doctorNotes }), o)
}
