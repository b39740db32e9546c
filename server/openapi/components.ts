import { sharedFieldSchemas } from './jsonSchemaOf'
import type { OpenApiObject } from './types'

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` })

/** A failure: the envelope with `success: false`, and `content` naming each bad field (`_` for the request as a whole) or, for the recovery code, a bare message. */
const failure = (description: string, headers?: OpenApiObject): OpenApiObject => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ref('schemas', 'Failure') } },
})

const retryAfter = { 'Retry-After': ref('headers', 'RetryAfter') }

/**
 * The parts every call shares: the failure shape, the error answers the middleware gives any
 * call (body caps, rate limits, idempotency), the request headers, and the shared fields of the
 * bodies (from the valibot schemas).
 */
export function components(): OpenApiObject {
  return {
    schemas: {
      ...sharedFieldSchemas(),
      FieldErrors: {
        type: 'object',
        description: 'One message per bad field, by its name (dot path for nested fields); `_` for the request as a whole.',
        additionalProperties: { type: 'string' },
        examples: [{ email: 'Please enter a valid email address' }],
      },
      Failure: {
        type: 'object',
        required: ['success', 'content'],
        properties: {
          success: { const: false },
          content: { anyOf: [ref('schemas', 'FieldErrors'), { type: 'string' }] },
        },
      },
    },
    responses: {
      BadRequest: failure(
        "Invalid input: malformed JSON or multipart, a field breaking its rule (`{ field: message }`, the widget's own messages such as 'Is required'), characters that are not allowed, or a bad Idempotency-Key header. Nothing is stored.",
      ),
      CaptchaRefused: failure(
        "Captcha missing, wrong, expired or already used (`{ captcha: message }`). Every call that creates a lead, a hold or a model call needs one. Also: the clinic lists the websites allowed to send its forms and the request's `Origin` is not one of them (`{ website: message }`).",
      ),
      NotFound: failure('Unknown id or name.'),
      InFlight: failure('A request with the same Idempotency-Key is still running: retry after the delay.', retryAfter),
      TooLarge: failure('Body over the cap of this call (JSON 64 KB, photos 10 MB, a data URL about 13.4 MB).'),
      UnsupportedMedia: failure('Not multipart/form-data, or an upload that is not a sound JPEG, PNG or WebP by its bytes.'),
      KeyReused: failure('This Idempotency-Key was already used with a different request.'),
      TooMany: failure(
        'Rate limit reached (per client address, per e-mail recipient, or per recovery step). Nothing is stored.',
        retryAfter,
      ),
      ServerError: failure("Unexpected failure; details stay out of the answer (`{ _: 'Internal error' }`)."),
      NotModified: { description: 'Unchanged since the ETag given in If-None-Match: no body.', headers: { ETag: ref('headers', 'ETag') } },
    },
    parameters: {
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Optional, 1 to 200 printable ASCII characters. The same key with the same body within 24 hours gets the first answer again (with `Idempotent-Replayed: true`); 409 while the first is running, 422 with another body. Only successes are remembered.',
        schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,200}$' },
      },
      Captcha: {
        name: 'X-Captcha',
        in: 'header',
        required: false,
        description:
          'Required on every call that creates a lead, a hold or a model call (the clinic forms show the captcha; the other widgets solve it in the background): base64 of the ALTCHA v2 payload `{ challenge, solution }` solved from GET /captcha/challenge. Usable once, at any process.',
        schema: { type: 'string', maxLength: 2000 },
      },
      AcceptLanguage: {
        name: 'Accept-Language',
        in: 'header',
        required: false,
        description:
          "Optional. The owner's language for the texts the server writes (messages, results, e-mails): `es` for Spanish where the server has it; anything else, or none, is English.",
        schema: { type: 'string', examples: ['es', 'en-US'] },
      },
      IfNoneMatch: {
        name: 'If-None-Match',
        in: 'header',
        required: false,
        description: 'The ETag of a copy the client holds: answered 304 with no body while it is current.',
        schema: { type: 'string' },
      },
    },
    headers: {
      RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
      ETag: { description: 'Validator of this answer, for If-None-Match.', schema: { type: 'string' } },
      IdempotentReplayed: {
        description: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key.',
        schema: { type: 'string', const: 'true' },
      },
      CacheControl: { description: 'How long caches may keep the answer.', schema: { type: 'string' } },
    },
  }
}
