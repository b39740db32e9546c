import { contactMessageSchema } from '../../../src/schemas/contactMessage'
import { BODY_LIMITS } from '../http/limits'
import { declareCall } from '../openapi/declareCall'
import { jsonSuccess, SUBMISSION_ID } from '../openapi/envelope'

/** The landing page's contact form (contactRoutes). */
export const contactCalls = {
  contact: declareCall({
    method: 'post', path: '/contact', tag: 'Contact', summary: 'Send a message to PetLead',
    description: 'The landing page\'s contact form; mailed to the operator\'s lead address.',
    body: { json: contactMessageSchema },
    bodyLimit: BODY_LIMITS.json,
    auth: 'none',
    responses: { 201: jsonSuccess('Stored; it is mailed at once.', { type: 'object', required: ['_id'], properties: { _id: SUBMISSION_ID } }) },
  }),
}
