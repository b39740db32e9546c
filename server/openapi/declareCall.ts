import type { Context, Env, Handler, Hono } from 'hono'
import type * as v from 'valibot'
import { jsonSchemaOf } from './jsonSchemaOf'
import type { ApiCall, OpenApiObject } from './types'

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` })

/**
 * A JSON body is one of the valibot schemas the widget and the server validate with; a multipart
 * body is described by its parts; a form (application/x-www-form-urlencoded, as Twilio posts) by its fields.
 */
export type CallBody = { json: v.GenericSchema } | { multipart: OpenApiObject; encoding?: OpenApiObject } | { form: OpenApiObject }

interface CallCommon {
  /** The path under the API base, in OpenAPI form (`/pet/image/{id}`): the route is registered from it. */
  path: string
  tag: string
  summary: string
  description: string
  /** Path and header parameters of this call, in OpenAPI form. */
  parameters?: OpenApiObject[]
  /** Answers of this call itself (2xx, and any 4xx only it gives); the shared ones are added. */
  responses: Record<string, OpenApiObject>
  /** The operationId; derived from method and path when absent. */
  operationId?: string
}

/** A read: no body, no captcha. */
export interface ReadSpec extends CallCommon {
  method: 'get'
}

/**
 * A write. Its body cap is part of the declaration, so no write can exist without one: the
 * middleware in front of every write reads it from here (see `bodyLimitOf`).
 */
export interface WriteSpec extends CallCommon {
  method: 'post' | 'patch'
  body?: CallBody
  /** The largest body this call accepts, in bytes (one of `BODY_LIMITS`). */
  bodyLimit: number
  /**
   * `captcha`: an anonymous create (a lead, a hold, a model call), which pays a one-use proof of work in
   * X-Captcha (403 otherwise): the handler spends it in the create's transaction (`spendProof`).
   */
  auth: 'captcha' | 'none'
  /** The answer holds a secret (a reset token): an Idempotency-Key never replays it. */
  secretAnswer?: boolean
}

export type CallSpec = ReadSpec | WriteSpec

/** A declared call: what was declared, and the Operation Object the document publishes for it. */
export type DeclaredCall<P extends string = string> = CallSpec & ApiCall & { path: P }

/** `post /pet/image/{id}` → `postPetImageById`. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((p) => (p.startsWith('{') ? 'by_' + p.slice(1, -1) : p))
  return (
    method +
    words
      .flatMap((w) => w.split(/[_.-]/))
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join('')
  )
}

/**
 * One public call, declared once beside its handler: path, method, body schema, body cap, auth,
 * its own answers and its documentation. The route is registered from it (`registerCall`), the
 * body cap is enforced from it and the OpenAPI document is built from it.
 *
 * Every POST and PATCH gets Accept-Language and what the middleware in front of every write does:
 * Idempotency-Key (409, 422), the body cap (413), the per-address rate limit (429 with
 * Retry-After), validation (400); multipart calls 415. Every call may answer 500.
 */
export function declareCall<const P extends string>(spec: CallSpec & { path: P }): DeclaredCall<P> {
  const write = spec.method !== 'get'
  if (write && !(spec.bodyLimit > 0)) throw new Error(`${spec.method} ${spec.path} declares no body limit`)
  const body = write ? spec.body : undefined
  const captcha = write && spec.auth === 'captcha'
  const multipart = !!body && 'multipart' in body
  const parameters = [
    ...(spec.parameters ?? []),
    ...(write ? [ref('parameters', 'IdempotencyKey')] : []),
    ...(captcha ? [ref('parameters', 'Captcha')] : []),
    // Optional on every write: its messages, results and e-mails are worded in the owner's language.
    ...(write ? [ref('parameters', 'AcceptLanguage')] : []),
  ]
  const responses: Record<string, OpenApiObject> = { ...spec.responses }
  if (write) {
    for (const [status, res] of Object.entries(responses)) {
      if (status.startsWith('2') && !('$ref' in res))
        responses[status] = { ...res, headers: { ...(res.headers as object), 'Idempotent-Replayed': ref('headers', 'IdempotentReplayed') } }
    }
    responses['400'] ??= ref('responses', 'BadRequest')
    if (captcha) responses['403'] ??= ref('responses', 'CaptchaRefused')
    // A call with a 409 of its own (a seat taken) documents the in-flight key beside it.
    responses['409'] ??= ref('responses', 'InFlight')
    responses['413'] = ref('responses', 'TooLarge')
    if (multipart) responses['415'] = ref('responses', 'UnsupportedMedia')
    responses['422'] = ref('responses', 'KeyReused')
    responses['429'] ??= ref('responses', 'TooMany')
  }
  responses['500'] = ref('responses', 'ServerError')
  let requestBody: OpenApiObject | undefined
  if (body && 'json' in body) requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(body.json) } } }
  if (body && 'form' in body) requestBody = { required: true, content: { 'application/x-www-form-urlencoded': { schema: body.form } } }
  if (body && 'multipart' in body) {
    requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: body.multipart, ...(body.encoding ? { encoding: body.encoding } : {}) } },
    }
  }
  const sorted = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)))
  return {
    ...spec,
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

/** `/pet/image/{id}` → `/pet/image/:id`, the router's spelling of the same path (as a type, so handlers know their parameters). */
export type RouterPath<P extends string> = P extends `${infer Head}{${infer Name}}${infer Tail}` ? `${Head}:${Name}${RouterPath<Tail>}` : P

/** `/pet/image/{id}` → `/pet/image/:id`, the router's spelling of the same path. */
export function routerPath<P extends string>(path: P): RouterPath<P> {
  return path.replace(/\{([A-Za-z_]\w*)\}/g, ':$1') as RouterPath<P>
}

/**
 * Registers the handler of a declared call on its method and path: the path is written once, in
 * the declaration, and a route cannot drift from what the document says.
 */
export function registerCall<E extends Env, P extends string>(
  app: Hono<E>,
  call: DeclaredCall<P>,
  handler: (c: Context<E, RouterPath<P>>) => Response | Promise<Response>,
): void {
  // A call declared with a secret in its answer is never stored for an Idempotency-Key replay.
  const run =
    'secretAnswer' in call && call.secretAnswer
      ? (c: Context<E, RouterPath<P>>) => {
          c.set('noReplay' as never, true as never)
          return handler(c)
        }
      : handler
  app.on(call.method.toUpperCase(), routerPath(call.path), run as Handler<E>)
}

/** A family's declarations: calls, or groups of calls, by name. */
export interface CallFamily {
  [name: string]: DeclaredCall | CallFamily
}

/** Every call of a family, in the order they are declared (the document's order). */
export function callsOf(family: CallFamily): DeclaredCall[] {
  return Object.values(family).flatMap((entry) => ('operation' in entry ? [entry as DeclaredCall] : callsOf(entry as CallFamily)))
}
