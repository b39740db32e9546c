import { passwordChangeSchema, recoverRequestSchema, verifyCodeSchema } from '../../src/schemas/passwordRecovery'
import { PASSWORD_RULE } from '../../src/schemas/passwordPolicy'
import { jsonWrite } from '../openapi/jsonWrite'
import { jsonSuccess } from '../openapi/envelope'

/** The same answer for known and unknown addresses: no account enumeration. */
export const RECOVER_ANSWER = 'If this address is registered, a 6-digit code has been sent to it.'

const failure = { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } }

/** Password recovery in three steps (recoveryRoutes): e-mail a code, trade it for a reset token, set the password. */
export const recoveryCalls = {
  recover: jsonWrite('/user/recover_password', recoverRequestSchema, {
    tag: 'Password recovery',
    summary: 'Step 1: e-mail a 6-digit code',
    description:
      'The same answer, after the same time, whether the address is registered or not. Codes last 10 minutes, are single-use and burn after 5 wrong tries.',
    responses: { 200: jsonSuccess('Always this message.', { const: RECOVER_ANSWER }) },
  }),
  verifyCode: jsonWrite('/user/verify_code', verifyCodeSchema, {
    tag: 'Password recovery',
    summary: 'Step 2: trade the code for a reset token',
    description:
      "Tried against that address's latest code only. The answer holds a secret, so an Idempotency-Key never replays it: a repeat runs again and finds the code used.",
    secretAnswer: true,
    responses: {
      200: jsonSuccess('The code was right.', {
        type: 'object',
        required: ['reset_token'],
        properties: { reset_token: { type: 'string', description: 'Single use, 10 minutes; for PATCH /user/password.' } },
      }),
      400: {
        description: "A field breaking its rule (`{ field: message }`), or `content` `'Invalid code'` / `'Expired code'`, shown as-is.",
        content: failure,
      },
      403: {
        description:
          'After 10 wrong codes for this address in the last hour (from anyone), every try needs a solved captcha in `X-Captcha` (`{ captcha: message }` without one); the right code with one still works.',
        content: failure,
      },
      429: {
        description: 'Too many wrong codes from this client address in the last hour (10), or too many tries from it (30 in 15 minutes).',
        headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
        content: failure,
      },
    },
  }),
  changePassword: jsonWrite('/user/password', passwordChangeSchema, {
    method: 'patch',
    tag: 'Password recovery',
    summary: 'Step 3: set the new password',
    description:
      "`reset_token` from step 2 is required (PetLead's addition to the spec's `{ email, password }`). The account is mailed that its password changed.",
    responses: {
      200: jsonSuccess('Changed.', { const: 'Password changed' }),
      400: {
        description: `A field breaking its rule, or a password breaking the accounts' policy: \`{ password: '${PASSWORD_RULE}' }\`; the token stays usable.`,
        content: failure,
      },
      403: {
        description: 'No reset token, or one that expired, was used, or belongs to another address (`{ reset_token: message }`).',
        content: failure,
      },
    },
  }),
}
