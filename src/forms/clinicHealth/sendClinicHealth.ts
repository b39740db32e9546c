import type { OwnerTriage } from '../../api/createApi'
import type { Widget } from '../../context/WidgetContext'
import { buildPetPayload } from '../health/buildPetPayload'
import { buildAdditionalInfo } from './buildAdditionalInfo'
import type { ClinicHealthValues } from './steps'

/** POST /pet with clinic_id and the captcha; resolves with the record's id and the server's triage. */
export async function createClinicPet(
  { api, clinicId }: Widget, values: ClinicHealthValues, o: { captcha: string; idempotencyKey: string },
): Promise<{ id: string; triage?: OwnerTriage }> {
  const body = buildPetPayload(values, clinicId, buildAdditionalInfo(values.issue, values.additional_info))
  const { content } = await api.createPet(body, o)
  return { id: content._id, triage: content.triage }
}

/** After the record exists: the photo to /pet/image/{id}, or /pet/message_to_ia/{id} without one. */
export function clinicPetFollowUp({ api }: Widget, id: string, values: { photo?: Blob | null }, key: string): Promise<unknown> {
  return values.photo
    ? api.uploadPetImage(id, values.photo, { idempotencyKey: `${key}:image` })
    : api.messageToAi(id, { idempotencyKey: `${key}:ai` })
}
