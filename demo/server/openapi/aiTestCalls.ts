import { aiPromptSchema } from '../../../src/schemas/aiTest'
import { call } from './call'
import { jsonSuccess } from './envelope'
import { jsonSchemaOf } from './jsonSchemaOf'
import type { ApiCall } from './types'

/** POST /pet_app/request_to_gpt_4o_mini (aiTestRoutes). */
export function aiTestCalls(): ApiCall[] {
  return [
    call({
      method: 'post', path: '/pet_app/request_to_gpt_4o_mini', tag: 'AI test', summary: 'Ask the configured AI provider',
      description: 'The /test page: a prompt and an optional photo URL, answered by the configured provider (or the offline engine when it fails). Limited to 30 a minute per client address.',
      body: { json: jsonSchemaOf(aiPromptSchema) },
      responses: { 200: jsonSuccess('The answer as text.', { type: 'string' }) },
    }),
  ]
}
