import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from './appEnv'
import { limitBodies } from './limitBodies'
import { BODY_LIMITS } from './limits'
import { readJson } from './readBody'
import { HttpError } from './respond'

// The API's reading of a body as production runs it: @hono/node-server over a real socket, the
// write's cap (limitBodies: a call that declares none is JSON's) before the handler's own (readJson's).
const LIMIT = 1000
let server: ReturnType<typeof serve>
let port = 0
beforeAll(async () => {
  const app = new Hono<AppEnv>()
  app.use(limitBodies([], '/api'))
  app.post('/echo', async (c) => c.json({ got: await readJson(c, LIMIT) }))
  app.onError((err, c) => (err instanceof HttpError ? c.json(err.content, err.status) : c.json({ err: String(err) }, 500)))
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((r) => server.once('listening', () => r()))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

/** POSTs `chunks` (with a Content-Length when `declared`, else chunked) and answers status and JSON. */
function post(chunks: string[], declared: boolean): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const body = chunks.join('')
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (declared) headers['content-length'] = String(Buffer.byteLength(body))
    const req = request({ host: '127.0.0.1', port, path: '/echo', method: 'POST', headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d: string) => (text += d))
      res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) }))
    })
    // A server that answers 413 mid-body may close the socket before the rest is written.
    req.on('error', reject)
    for (const chunk of chunks) req.write(chunk)
    req.end()
  })
}

describe('a request body on the node server', () => {
  const name = 'é'.repeat(100)
  it('is read whole with a Content-Length within the cap, and refused with 413 past it before reading', async () => {
    expect(await post([`{"name":"${name}"}`], true)).toEqual({ status: 200, json: { got: { name } } })
    expect((await post([`{"name":"${'x'.repeat(LIMIT)}"}`], true)).status).toBe(413)
  })

  it('sent chunked, without a length, is counted as it streams: read within the cap, 413 past it', async () => {
    expect(await post(['{"name":', `"${name}"`, '}'], false)).toEqual({ status: 200, json: { got: { name } } })
    expect((await post(['{"name":"', 'x'.repeat(600), 'x'.repeat(600), '"}'], false)).status).toBe(413)
  })

  it("past the write's cap is refused in the API's envelope, declared or chunked, before the handler reads it", async () => {
    const big = 'x'.repeat(BODY_LIMITS.json)
    const refused = { status: 413, json: { success: false, content: { _: 'Request body too large' } } }
    expect(await post([`{"name":"${big}"}`], true)).toEqual(refused)
    expect(await post(['{"name":"', big, '"}'], false)).toEqual(refused)
  })
})
