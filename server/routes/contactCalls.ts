import { contactMessageSchema } from '../../src/schemas/contactMessage'
import { jsonWrite } from '../openapi/jsonWrite'
import { jsonSuccess, SUBMISSION_ID } from '../openapi/envelope'

/** The landing page's contact form (contactRoutes). */
export const contactCalls = {
  contact: jsonWrite('/contact', contactMessageSchema, {
    auth: 'captcha',
    tag: 'Contact',
    summary: 'Send a message to PetLead',
    description:
      "The landing page's contact form; mailed to the operator's lead address. X-Captcha is required (the form solves it in the background).",
    responses: {
      201: jsonSuccess('Stored; it is mailed at once.', { type: 'object', required: ['_id'], properties: { _id: SUBMISSION_ID } }),
    },
  }),
}
