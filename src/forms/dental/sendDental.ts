import type { Widget } from '../../host/WidgetContext'
import { buildDentalPayload } from './buildDentalPayload'
import type { DentalValues } from './schema'

/** /dentipet's chain: POST /pet/dentipet_pet, then the photo or message_to_ia for that id. */
export async function sendDental({ api }: Widget, values: DentalValues, key: string): Promise<string> {
  const created = await api.createDentalPet(buildDentalPayload(values), { idempotencyKey: `${key}:create` })
  const id = created.content._id
  if (values.photo) await api.uploadDentalImage(id, values.photo, { idempotencyKey: `${key}:image` })
  else await api.dentalMessageToAi(id, { idempotencyKey: `${key}:ai` })
  return id
}
