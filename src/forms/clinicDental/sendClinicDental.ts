import type { Widget } from '../../context/WidgetContext'
import { buildDentalPayload, type DentalPayloadValues } from '../dental/buildDentalPayload'

interface Values extends DentalPayloadValues { photo?: Blob | null }

/** POST /pet/dentipet_pet with clinic_id (and doctor_notes for the kiosk); resolves with the id. */
export async function createClinicDental(
  { api, clinicId }: Widget, values: Values, o: { captcha: string; idempotencyKey: string }, doctorNotes?: string,
): Promise<string> {
  return (await api.createDentalPet(buildDentalPayload(values, { clinicId, doctorNotes }), o)).content._id
}

/** The teeth photo to /pet/dentipet/image/{id}, or /pet/dentipet/message_to_ia/{id} without one. */
export function clinicDentalFollowUp({ api }: Widget, id: string, values: { photo?: Blob | null }, key: string): Promise<unknown> {
  return values.photo
    ? api.uploadDentalImage(id, values.photo, { idempotencyKey: `${key}:image` })
    : api.dentalMessageToAi(id, { idempotencyKey: `${key}:ai` })
}
