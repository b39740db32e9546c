import { Agent, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { afterEach, describe, expect, it } from 'vitest'
import { gracefulClose } from './gracefulClose'

// The server as startServer.ts runs it: @hono/node-server over real sockets, idle connections kept
// for 65 s, and a client that keeps its connection for the next request as browsers do.
let open: Server | undefined
const agents: Agent[] = []
afterEach(() => {
  for (const a of agents.splice(0)) a.destroy()
  open?.closeAllConnections()
  open = undefined
})

async function start(app: Hono) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
  server.keepAliveTimeout = 65_000
  open = server
  const closer = gracefulClose(server)
  await new Promise<void>((r) => server.once('listening', () => r()))
  const agent = new Agent({ keepAlive: true })
  agents.push(agent)
  const port = (server.address() as AddressInfo).port
  /** GETs `path`; resolves with the status and the whole body, or the error that ended it. */
  const get = (path: string, headers: Record<string, string> = {}, onData?: (body: string) => void) =>
    new Promise<{ status?: number; body: string; error?: string }>((resolve) => {
      let body = ''
      const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
        res.setEncoding('utf8')
        res.on('data', (d: string) => {
          body += d
          onData?.(body)
        })
        res.on('end', () => resolve({ status: res.statusCode, body }))
        res.on('error', (e) => resolve({ status: res.statusCode, body, error: e.message }))
      })
      req.on('error', (e) => resolve({ body, error: e.message }))
      req.end()
    })
  return { closer, get }
}

/** A promise and its resolve, for a handler that answers when the test says so. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((r) => (open = r))
  return { open, opened }
}

describe('gracefulClose', () => {
  it('lets a request in flight finish, then ends its kept-alive connection at once instead of after the keep-alive time', async () => {
    const reached = gate()
    const answer = gate()
    const app = new Hono()
    app.get('/quick', (c) => c.text('quick'))
    app.get('/slow', async (c) => {
      reached.open()
      await answer.opened
      return c.text('slow answer')
    })
    const { closer, get } = await start(app)
    // A kept-alive connection that is idle at the stop, and one answering a request.
    expect(await get('/quick')).toEqual({ status: 200, body: 'quick' })
    const slow = get('/slow')
    await reached.opened
    // The grace is longer than this test may run: without the close at the answer's end, the stop
    // would wait the 65 s keep-alive, and the test fail on its time-out.
    const closing = closer.close(600_000)
    answer.open()
    expect(await slow).toEqual({ status: 200, body: 'slow answer' })
    expect(await closing).toEqual({ cut: 0 })
  })

  it('ends an event stream at once: it never ends by itself, and its browser reconnects elsewhere', async () => {
    const app = new Hono()
    app.get('/events', (c) =>
      streamSSE(c, async (stream) => {
        await stream.writeSSE({ event: 'ready', data: 'connected' })
        while (!stream.aborted) await stream.sleep(50)
      }),
    )
    const { closer, get } = await start(app)
    const heard = gate()
    const events = get('/events', { accept: 'text/event-stream' }, (body) => body.includes('event: ready') && heard.open())
    await heard.opened
    expect(await closer.close(600_000)).toEqual({ cut: 0 })
    const ended = await events
    expect(ended.status).toBe(200)
    expect(ended.body).toContain('event: ready')
  })

  it('cuts a request still running when the grace is over, and says how many it cut', async () => {
    const reached = gate()
    const app = new Hono()
    app.get('/hang', async () => {
      reached.open()
      return new Promise<Response>(() => {})
    })
    const { closer, get } = await start(app)
    const hung = get('/hang')
    await reached.opened
    expect(await closer.close(50)).toEqual({ cut: 1 })
    expect((await hung).error).toMatch(/socket hang up|ECONNRESET/)
  })
})
