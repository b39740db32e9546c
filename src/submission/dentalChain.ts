import type { Widget } from '../context/WidgetContext'
import type { DentalSubmissionInput } from '../schemas/dentalSubmission'
import type { CreatedLead } from './sendChain'

/**
 * The dental assessment's submission chain, shared by the network form (/dentipet), the clinic
 * form and the kiosk: POST /pet/dentipet_pet, then the teeth photo to /pet/dentipet/image/{id},
 * or /pet/dentipet/message_to_ia/{id} without one. Keys as in the health chain.
 */
export function createDentalPet(
  { api }: Widget,
  body: DentalSubmissionInput,
  o: { idempotencyKey: string; captcha?: string },
): Promise<CreatedLead> {
  return api.createDentalPet(body, o).then(({ content }) => ({ id: content._id, triage: content.triage }))
}

/** The teeth photo to /pet/dentipet/image/{id}, or /pet/dentipet/message_to_ia/{id} without one. */
export function dentalFollowUp({ api }: Widget, id: string, values: { photo?: Blob | null }, key: string): Promise<unknown> {
  return values.photo
    ? api.uploadDentalImage(id, values.photo, { idempotencyKey: `${key}:image` })
    : api.dentalMessageToAi(id, { idempotencyKey: `${key}:ai` })
}
