import { declareCall } from '../openapi/declareCall'

const CHALLENGE = {
  type: 'object',
  required: ['parameters', 'signature'],
  properties: { parameters: { type: 'object', description: 'ALTCHA v2 challenge parameters (SHA-256).' }, signature: { type: 'string' } },
}

/** The captcha challenge (captchaRoutes). */
export const captchaCalls = {
  challenge: declareCall({
    method: 'get',
    path: '/captcha/challenge',
    tag: 'Captcha',
    summary: 'A proof-of-work challenge for the clinic forms',
    description:
      'An ALTCHA v2 challenge, valid 10 minutes. Its fields are at the top level (as ALTCHA widgets read a challenge URL) and again in `content`. Solve it and send the payload as X-Captcha.',
    responses: {
      200: {
        description: 'A fresh challenge (Cache-Control: no-store).',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'content', 'parameters', 'signature'],
              properties: { success: { const: true }, content: CHALLENGE, ...CHALLENGE.properties },
            },
          },
        },
      },
    },
  }),
}
