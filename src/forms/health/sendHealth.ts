import type { Widget } from '../../context/WidgetContext'
import { clinicPetFollowUp } from '../clinicHealth/sendClinicHealth'
import { buildPetPayload } from './buildPetPayload'
import type { HealthValues } from './schema'

/**
 * /main_form's chain: POST /pet, then the photo to /pet/image/{id} when there is one, else
 * POST /pet/message_to_ia/{id}. Each call gets its own key derived from the submission's, so a
 * retry after a failure half-way re-uses the record already created.
 */
export async function sendHealth(widget: Widget, values: HealthValues, key: string): Promise<string> {
  const created = await widget.api.createPet(buildPetPayload(values), { idempotencyKey: `${key}:create` })
  const id = created.content._id
  await clinicPetFollowUp(widget, id, values, key)
  return id
}
