import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The spec's envelope: every API answer is `{ success, content }`. */
export function ok(c: Context, content: unknown, status: ContentfulStatusCode = 200, extra: Record<string, unknown> = {}): Response {
  return c.json({ success: true, content, ...extra }, status)
}

/** A failure in the same envelope; `content` says what is wrong, by field where there are fields. */
export function fail(c: Context, status: ContentfulStatusCode, content: unknown): Response {
  return c.json({ success: false, content }, status)
}

/** Thrown anywhere in a handler to answer with a 4xx; the error handler turns it into `fail`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly content: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof content === 'string' ? content : 'HTTP ' + status)
  }
}
