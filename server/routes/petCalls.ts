import { dentalSubmissionSchema } from '../../src/schemas/dentalSubmission'
import { petAssessmentSchema } from '../../src/schemas/petAssessment'
import { BODY_LIMITS } from '../http/limits'
import { declareCall } from '../openapi/declareCall'
import { jsonWrite } from '../openapi/jsonWrite'
import { jsonSuccess, SUBMISSION_ID } from '../openapi/envelope'
import { IMAGE_PART } from '../openapi/imagePart'
import { OWNER_TRIAGE } from '../openapi/ownerTriageSchema'

const ID_PARAM = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The `_id` the create call answered.',
  schema: { type: 'string', format: 'uuid' },
}
const NOT_FOUND = { $ref: '#/components/responses/NotFound' }
const TRIAGED = jsonSuccess(
  "Stored, with its triage in the owner's language (Accept-Language): the emergency notice with the number to call, or what to watch for. Its assessment is due after the grace period, or at once after the follow-up call.",
  { type: 'object', required: ['_id'], properties: { _id: SUBMISSION_ID, triage: OWNER_TRIAGE } },
)

/** The photo and the no-photo follow-up of one family of submissions (`/pet` or `/pet/dentipet`). */
function followUps(prefix: '/pet' | '/pet/dentipet', what: string) {
  return {
    image: declareCall({
      method: 'post',
      path: `${prefix}/image/{id}`,
      tag: 'Assessments',
      summary: `Attach the photo of a ${what}`,
      description: 'The photo (metadata stripped) is stored and the assessment made due now; the owner gets it by e-mail.',
      parameters: [ID_PARAM],
      body: {
        multipart: { type: 'object', required: ['image'], properties: { image: IMAGE_PART } },
        encoding: { image: { contentType: 'image/jpeg, image/png, image/webp' } },
      },
      bodyLimit: BODY_LIMITS.multipart,
      auth: 'none',
      responses: {
        200: jsonSuccess('Photo stored.', {
          type: 'object',
          required: ['_id', 'image_url'],
          properties: { _id: SUBMISSION_ID, image_url: { type: 'string', format: 'uri' } },
        }),
        404: NOT_FOUND,
      },
    }),
    messageToIa: declareCall({
      method: 'post',
      path: `${prefix}/message_to_ia/{id}`,
      tag: 'Assessments',
      summary: `Assess a ${what} without a photo`,
      description: "No body. Makes the stored submission's assessment due now.",
      parameters: [ID_PARAM],
      bodyLimit: BODY_LIMITS.json,
      auth: 'none',
      responses: {
        202: jsonSuccess('Queued.', {
          type: 'object',
          required: ['_id', 'queued'],
          properties: { _id: SUBMISSION_ID, queued: { const: true } },
        }),
        404: NOT_FOUND,
      },
    }),
  }
}

/**
 * The health and dental assessments, each created and then followed by its photo or a request
 * to assess without one (petRoutes). The create stores the lead at once; the follow-up makes its
 * assessment due now.
 */
export const petCalls = {
  createHealth: jsonWrite('/pet', petAssessmentSchema, {
    auth: 'captcha',
    tag: 'Assessments',
    summary: 'Submit a pet health assessment',
    description:
      'The general form (/main_form) and the clinic 3-step health forms. X-Captcha is required (the clinic forms show the captcha; /main_form solves it in the background). Then send the photo (POST /pet/image/{id}) or ask for the assessment without one (POST /pet/message_to_ia/{id}).',
    responses: { 201: TRIAGED },
  }),
  createDental: jsonWrite('/pet/dentipet_pet', dentalSubmissionSchema, {
    auth: 'captcha',
    tag: 'Assessments',
    summary: 'Submit a dental assessment',
    description:
      'The single-page dental form (/dentipet), the clinic 2-step dental forms and the kiosk. X-Captcha is required (the clinic forms show the captcha; /dentipet and the kiosk solve it in the background). Then POST /pet/dentipet/image/{id} or /pet/dentipet/message_to_ia/{id}.',
    responses: { 201: TRIAGED },
  }),
  /** The follow-ups of a health assessment (`/pet/...`) and of a dental one (`/pet/dentipet/...`). */
  pet: followUps('/pet', 'health assessment'),
  dentipet: followUps('/pet/dentipet', 'dental assessment'),
}
