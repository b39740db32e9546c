import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeNow } from '../closeNow'

/** A load balancer in front of several server processes, on loopback. */
export interface RoundRobinProxy {
  url: string
  /** The origins ('http://127.0.0.1:port') requests go to, in turn; change them at any time. */
  backends: string[]
  close(): Promise<void>
}

/**
 * The smallest round-robin proxy that behaves like nginx or an ALB in front of N processes:
 * each request goes to the next backend; a backend that refuses the connection (dead or still
 * starting) is skipped, as `proxy_next_upstream error` does, because nothing reached it; a
 * backend that dies mid-request gives the client a 502 (the request may or may not have run).
 * Bodies are read whole first (they are small here) so a skipped backend can be retried.
 */
export async function startRoundRobinProxy(backends: string[] = []): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 })
  let next = 0
  const proxy: RoundRobinProxy = { url: '', backends, close: async () => {} }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      // Appends the address it saw, as nginx's $proxy_add_x_forwarded_for does.
      const seen = req.socket.remoteAddress ?? ''
      const headers: IncomingHttpHeaders = {
        ...req.headers,
        'x-forwarded-for': req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${seen}` : seen,
      }
      const tryBackend = (left: number) => {
        const list = proxy.backends
        if (list.length === 0 || left === 0) {
          res.writeHead(502).end()
          return
        }
        const target = new URL(req.url ?? '/', list[next++ % list.length])
        const up = request(target, { method: req.method, headers, agent }, (upRes) => {
          res.writeHead(upRes.statusCode ?? 502, upRes.headers)
          upRes.pipe(res)
          upRes.on('error', () => res.destroy())
        })
        up.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED' && !res.headersSent) return tryBackend(left - 1)
          if (!res.headersSent) res.writeHead(502).end()
          else res.destroy()
        })
        up.end(body)
      }
      tryBackend(proxy.backends.length * 2)
    })
  })
  server.keepAliveTimeout = 30_000
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy.close = () => {
    agent.destroy()
    return closeNow(server)
  }
  return proxy
}
