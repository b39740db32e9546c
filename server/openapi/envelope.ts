import type { OpenApiObject } from './types'

/** The body of a success: the spec's `{ success: true, content }`, plus any top-level extras (`_id` beside HTML results). */
export function envelope(content: OpenApiObject, extra: Record<string, OpenApiObject> = {}): OpenApiObject {
  return {
    type: 'object',
    required: ['success', 'content', ...Object.keys(extra)],
    properties: { success: { const: true }, content, ...extra },
  }
}

/** A JSON success response whose body is the envelope around `content`. */
export function jsonSuccess(
  description: string,
  content: OpenApiObject,
  opts: { extra?: Record<string, OpenApiObject>; headers?: OpenApiObject } = {},
): OpenApiObject {
  return {
    description,
    ...(opts.headers ? { headers: opts.headers } : {}),
    content: { 'application/json': { schema: envelope(content, opts.extra) } },
  }
}

/** A server-made id: the UUID of the stored submission. */
export const SUBMISSION_ID: OpenApiObject = { type: 'string', format: 'uuid', description: 'Server-made id of the stored submission' }
