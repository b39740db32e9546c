import type { Widget } from '../../context/WidgetContext'
import { buildPetPayload } from '../health/buildPetPayload'
import { buildAdditionalInfo } from './buildAdditionalInfo'
import type { ClinicHealthValues } from './steps'

/** POST /pet with clinic_id and the captcha; resolves with the record's id. */
export async function createClinicPet(
  { api, clinicId }: Widget, values: ClinicHealthValues, o: { captcha: string; idempotencyKey: string },
): Promise<string> {
  const body = buildPetPayload(values, clinicId, buildAdditionalInfo(values.issue, values.additional_info))
  return (await api.createPet(body, o)).content._id
}

/** After the record exists: the photo to /pet/image/{id}, or /pet/message_to_ia/{id} without one. */
export function clinicPetFollowUp({ api }: Widget, id: string, values: { photo?: Blob | null }, key: string): Promise<unknown> {
  return values.photo
    ? api.uploadPetImage(id, values.photo, { idempotencyKey: `${key}:image` })
    : api.messageToAi(id, { idempotencyKey: `${key}:ai` })
}
