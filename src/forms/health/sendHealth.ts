import type { Widget } from '../../host/WidgetContext'
import { buildPetPayload } from './buildPetPayload'
import type { HealthValues } from './schema'

/**
 * /main_form's chain: POST /pet, then the photo to /pet/image/{id} when there is one, else
 * POST /pet/message_to_ia/{id}. Each call gets its own key derived from the submission's, so a
 * retry after a failure half-way re-uses the record already created.
 */
export async function sendHealth({ api }: Widget, values: HealthValues, key: string): Promise<string> {
  const created = await api.createPet(buildPetPayload(values), { idempotencyKey: `${key}:create` })
  const id = created.content._id
  if (values.photo) await api.uploadPetImage(id, values.photo, { idempotencyKey: `${key}:image` })
  else await api.messageToAi(id, { idempotencyKey: `${key}:ai` })
  return id
}
