import type { ApiCall, OpenApiObject } from './types'

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` })

/** What a call declares; the answers and headers shared by every call of its kind are added by `call`. */
export interface CallSpec {
  method: ApiCall['method']
  path: string
  tag: string
  summary: string
  description: string
  /** Path parameters, in OpenAPI form. */
  parameters?: OpenApiObject[]
  /** The request body: JSON (a schema) or multipart (a schema of its parts, with encoding). */
  body?: { json: OpenApiObject } | { multipart: OpenApiObject; encoding?: OpenApiObject }
  /** Answers of this call itself (2xx, and any 4xx only it gives). */
  responses: Record<string, OpenApiObject>
  /** Needs X-Captcha when the body names a clinic. */
  captcha?: boolean
  /** The operationId; derived from method and path when absent. */
  operationId?: string
}

/** `post /pet/image/{id}` → `postPetImageById`. */
function operationIdOf(method: string, path: string): string {
  const words = path.split('/').filter(Boolean).map((p) => (p.startsWith('{') ? 'by_' + p.slice(1, -1) : p))
  return method + words.flatMap((w) => w.split(/[_.-]/)).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')
}

/**
 * One Operation Object. Every POST and PATCH gets Accept-Language and what the middleware in
 * front of every write does: Idempotency-Key (409, 422), the body caps (413), the per-address rate limit (429 with
 * Retry-After), validation (400); multipart calls 415. Every call may answer 500.
 */
export function call(spec: CallSpec): ApiCall {
  const write = spec.method !== 'get'
  const multipart = !!spec.body && 'multipart' in spec.body
  const parameters = [
    ...(spec.parameters ?? []),
    ...(write ? [ref('parameters', 'IdempotencyKey')] : []),
    ...(spec.captcha ? [ref('parameters', 'Captcha')] : []),
    // Optional on every write: its messages, results and e-mails are worded in the owner's language.
    ...(write ? [ref('parameters', 'AcceptLanguage')] : []),
  ]
  const responses: Record<string, OpenApiObject> = { ...spec.responses }
  if (write) {
    for (const [status, res] of Object.entries(responses)) {
      if (status.startsWith('2') && !('$ref' in res)) responses[status] = { ...res, headers: { ...(res.headers as object), 'Idempotent-Replayed': ref('headers', 'IdempotentReplayed') } }
    }
    responses['400'] ??= ref('responses', 'BadRequest')
    if (spec.captcha) responses['403'] ??= ref('responses', 'CaptchaRefused')
    responses['409'] = ref('responses', 'InFlight')
    responses['413'] = ref('responses', 'TooLarge')
    if (multipart) responses['415'] = ref('responses', 'UnsupportedMedia')
    responses['422'] = ref('responses', 'KeyReused')
    responses['429'] ??= ref('responses', 'TooMany')
  }
  responses['500'] = ref('responses', 'ServerError')
  let requestBody: OpenApiObject | undefined
  if (spec.body && 'json' in spec.body) requestBody = { required: true, content: { 'application/json': { schema: spec.body.json } } }
  if (spec.body && 'multipart' in spec.body) {
    requestBody = { required: true, content: { 'multipart/form-data': { schema: spec.body.multipart, ...(spec.body.encoding ? { encoding: spec.body.encoding } : {}) } } }
  }
  const sorted = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)))
  return {
    method: spec.method,
    path: spec.path,
    operation: {
      operationId: spec.operationId ?? operationIdOf(spec.method, spec.path),
      tags: [spec.tag],
      summary: spec.summary,
      description: spec.description,
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: sorted,
    },
  }
}
