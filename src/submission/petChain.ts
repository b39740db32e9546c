import type { Widget } from '../context/WidgetContext'
import type { PetAssessmentInput } from '../schemas/petAssessment'
import type { CreatedLead } from './sendChain'

/**
 * The health assessment's submission chain, shared by the network form (/main_form) and the
 * clinic form: POST /pet, then the photo to /pet/image/{id} when there is one, else
 * POST /pet/message_to_ia/{id}. Each call has its own key derived from the submission's, so a
 * retry after a failure half-way re-uses the record already created.
 */
export function createPet(
  { api }: Widget,
  body: PetAssessmentInput,
  o: { idempotencyKey: string; captcha?: string },
): Promise<CreatedLead> {
  return api.createPet(body, o).then(({ content }) => ({ id: content._id, triage: content.triage }))
}

/** After the record exists: the photo to /pet/image/{id}, or /pet/message_to_ia/{id} without one. */
export function petFollowUp({ api }: Widget, id: string, values: { photo?: Blob | null }, key: string): Promise<unknown> {
  return values.photo
    ? api.uploadPetImage(id, values.photo, { idempotencyKey: `${key}:image` })
    : api.messageToAi(id, { idempotencyKey: `${key}:ai` })
}
