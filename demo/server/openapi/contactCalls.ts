import { contactMessageSchema } from '../../../src/schemas/contactMessage'
import { call } from './call'
import { jsonSuccess, SUBMISSION_ID } from './envelope'
import { jsonSchemaOf } from './jsonSchemaOf'
import type { ApiCall } from './types'

/** POST /contact (contactRoutes). */
export function contactCalls(): ApiCall[] {
  return [
    call({
      method: 'post', path: '/contact', tag: 'Contact', summary: 'Send a message to PetLead',
      description: 'The landing page\'s contact form; mailed to the operator\'s lead address.',
      body: { json: jsonSchemaOf(contactMessageSchema) },
      responses: { 201: jsonSuccess('Stored; it is mailed at once.', { type: 'object', required: ['_id'], properties: { _id: SUBMISSION_ID } }) },
    }),
  ]
}
