import type { Widget } from '../../context/WidgetContext'
import { clinicDentalFollowUp } from '../clinicDental/sendClinicDental'
import { buildDentalPayload } from './buildDentalPayload'
import type { DentalValues } from './schema'

/** /dentipet's chain: POST /pet/dentipet_pet, then the photo or message_to_ia for that id. */
export async function sendDental(widget: Widget, values: DentalValues, key: string): Promise<string> {
  const created = await widget.api.createDentalPet(buildDentalPayload(values), { idempotencyKey: `${key}:create` })
  const id = created.content._id
  await clinicDentalFollowUp(widget, id, values, key)
  return id
}
