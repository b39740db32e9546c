import { aiPromptSchema } from '../../src/schemas/aiTest'
import { jsonWrite } from '../openapi/jsonWrite'
import { jsonSuccess } from '../openapi/envelope'

/** The AI test page's prompt (aiTestRoutes). */
export const aiTestCalls = {
  prompt: jsonWrite('/pet_app/request_to_gpt_4o_mini', aiPromptSchema, {
    auth: 'captcha',
    tag: 'AI test',
    summary: 'Ask the configured AI provider',
    description:
      'The /test page: a prompt and an optional photo URL, answered by the configured provider (or the offline rules engine when it fails). Limited to 30 a minute per client address. In production only with AI_TEST_KEY (Bearer) or a staff session (404 otherwise); anyone else (the demo) sends X-Captcha.',
    responses: { 200: jsonSuccess('The answer as text.', { type: 'string' }) },
  }),
}
