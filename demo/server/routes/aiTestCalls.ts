import { aiPromptSchema } from '../../../src/schemas/aiTest'
import { BODY_LIMITS } from '../http/limits'
import { declareCall } from '../openapi/declareCall'
import { jsonSuccess } from '../openapi/envelope'

/** The AI test page's prompt (aiTestRoutes). */
export const aiTestCalls = {
  prompt: declareCall({
    method: 'post', path: '/pet_app/request_to_gpt_4o_mini', tag: 'AI test', summary: 'Ask the configured AI provider',
    description: 'The /test page: a prompt and an optional photo URL, answered by the configured provider (or the offline engine when it fails). Limited to 30 a minute per client address.',
    body: { json: aiPromptSchema },
    bodyLimit: BODY_LIMITS.json,
    auth: 'none',
    responses: { 200: jsonSuccess('The answer as text.', { type: 'string' }) },
  }),
}
