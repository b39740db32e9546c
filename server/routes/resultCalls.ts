import { dentalSubmissionSchema } from '../../src/schemas/dentalSubmission'
import { lowCostRequestSchema } from '../../src/schemas/lowCostRequest'
import { qrDentalCheckSchema } from '../../src/schemas/qrDentalCheck'
import { BODY_LIMITS } from '../http/limits'
import { declareCall } from '../openapi/declareCall'
import { jsonWrite } from '../openapi/jsonWrite'
import { jsonSuccess, SUBMISSION_ID } from '../openapi/envelope'
import { IMAGE_PART } from '../openapi/imagePart'
import { OWNER_TRIAGE } from '../openapi/ownerTriageSchema'
import { jsonSchemaOf } from '../openapi/jsonSchemaOf'
import type { OpenApiObject } from '../openapi/types'

const RESULT = jsonSuccess(
  'Stored and assessed: `content` is the result as an HTML fragment (escaped, no script) to show the owner; `_id` the stored submission; `triage` its triage as the owner reads it.',
  { type: 'string', contentMediaType: 'text/html' },
  { extra: { _id: SUBMISSION_ID, triage: OWNER_TRIAGE } },
)

/** The QR form's parts: its text fields from the shared schema, and the optional photo file. */
function qrParts(): OpenApiObject {
  const text = jsonSchemaOf(qrDentalCheckSchema) as OpenApiObject & { properties: Record<string, unknown> }
  return {
    ...text,
    properties: { ...text.properties, photo: { ...IMAGE_PART, description: 'Optional photo of the teeth. ' + IMAGE_PART.description } },
  }
}

/** The calls answered with an on-screen HTML result (resultRoutes). */
export const resultCalls = {
  dentalCheck: jsonWrite('/pet/check_dental_ai', dentalSubmissionSchema, {
    auth: 'captcha',
    tag: 'Results',
    summary: 'Dental assessment with the photo already uploaded',
    description: 'The dental fields with `image_url` from POST /file; answers the assessment at once. X-Captcha is required.',
    responses: { 201: RESULT },
  }),
  qrDentalCheck: declareCall({
    method: 'post',
    path: '/pet_app/dental_check_amcp',
    tag: 'Results',
    summary: 'The QR dental check (multipart)',
    description:
      'The /form_qr_amcp form: every field as a text part, the photo as the `photo` file part. Routed to the AMCP clinic; X-Captcha is required (the form solves it in the background).',
    body: { multipart: qrParts(), encoding: { photo: { contentType: 'image/jpeg, image/png, image/webp' } } },
    bodyLimit: BODY_LIMITS.multipart,
    auth: 'captcha',
    responses: { 201: RESULT },
  }),
  lowCost: jsonWrite('/form_low_cost', lowCostRequestSchema, {
    auth: 'captcha',
    tag: 'Results',
    summary: 'A low-cost service request',
    description:
      "The 15-step service request: answers the estimate (the clinic's or program's price range for the service near `zip_code`) and, with `analizeAi`, an assessment of the photo. X-Captcha is required (the wizard solves it in the background). The spec's field names are kept (`neutered_or_payed`, `analizeAi`).",
    responses: { 201: RESULT },
  }),
}
