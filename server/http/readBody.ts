import type { Context } from 'hono'
import type { AppEnv } from './appEnv'
import { HttpError } from './respond'

/**
 * Reads the raw request body, refusing with 413 as soon as it passes `limit` bytes: by
 * Content-Length before reading, and by counting while streaming for chunked bodies, so a huge
 * upload never sits in memory. Cached on the context, because idempotency hashes the same bytes
 * the handler later parses.
 */
export async function readBody(c: Context<AppEnv>, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const cached = c.var.rawBody
  if (cached) {
    // Idempotency may have read it under the largest cap; the route's own cap still applies.
    if (cached.byteLength > limit) throw new HttpError(413, { _: 'Request body too large' })
    return cached
  }
  const declared = Number(c.req.header('content-length') ?? NaN)
  if (declared > limit) throw new HttpError(413, { _: 'Request body too large' })
  // A declared length within the cap is read whole: Node's HTTP parser delivers exactly that many
  // bytes, and @hono/node-server then reads them from the socket's own message, with no web Request,
  // stream or abort signal built for it (0.5 ms of CPU a lead, bench/profileIntake.ts). Counted
  // still, for a runtime that does not hold the length to its word.
  if (Number.isSafeInteger(declared)) {
    const whole = new Uint8Array(await c.req.raw.arrayBuffer())
    if (whole.byteLength > limit) throw new HttpError(413, { _: 'Request body too large' })
    c.set('rawBody', whole)
    return whole
  }
  const stream = c.req.raw.body
  const chunks: Uint8Array[] = []
  let size = 0
  if (stream) {
    const reader = stream.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => {})
        throw new HttpError(413, { _: 'Request body too large' })
      }
      chunks.push(value)
    }
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  c.set('rawBody', body)
  return body
}

/** The body parsed as JSON; anything unparsable is a 400 before validation runs. */
export async function readJson(c: Context<AppEnv>, limit: number): Promise<unknown> {
  const bytes = await readBody(c, limit)
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch (err) {
    // The client's bytes are all this parses: any failure is theirs (not UTF-8, not JSON), a 400, noted at debug level.
    c.var.log?.debug({ err }, 'malformed JSON body')
    throw new HttpError(400, { _: 'Malformed JSON' })
  }
}

/** The body parsed as multipart/form-data by the platform's own parser; unparsable is a 400. */
export async function readForm(c: Context<AppEnv>, limit: number): Promise<FormData> {
  const bytes = await readBody(c, limit)
  const type = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(type)) throw new HttpError(415, { _: 'Expected multipart/form-data' })
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData()
  } catch (err) {
    // The client's bytes are all this parses: any failure is theirs, a 400, noted at debug level.
    c.var.log?.debug({ err }, 'malformed multipart body')
    throw new HttpError(400, { _: 'Malformed multipart body' })
  }
}
