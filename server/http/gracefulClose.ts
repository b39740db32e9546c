import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/** What a stop did: how many responses were still running when the grace ran out, and were cut. */
export interface Closed {
  cut: number
}

/**
 * How the HTTP server stops (SIGTERM, a test file's end), installed on it before it serves: it takes
 * no new connection, ends each open one as soon as it has no response in flight, and cuts what still
 * runs after the grace. Node's `close()` alone ends only the connections idle at that moment; one that
 * is busy answering then stays open after its answer for the keep-alive time (65 s, startServer.ts),
 * and close() waits for it: a stop took a minute. A workspace's event stream never ends by itself: it
 * is ended at once, and the browser's EventSource connects again (to another process behind the load
 * balancer) and refetches, so a receptionist's inbox does not hold a deploy back.
 *
 * @example
 * const closer = gracefulClose(server)
 * // ...serve...
 * const { cut } = await closer.close(10_000)
 */
export function gracefulClose(server: Server) {
  const inFlight = new Map<ServerResponse, IncomingMessage>()
  let closing = false
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight.set(res, req)
    res.once('close', () => {
      inFlight.delete(res)
      // The connection counts as idle only once Node has finished with this response: next turn.
      if (closing) setImmediate(() => server.closeIdleConnections())
    })
  })
  return {
    /** Stops taking connections and resolves once every connection has ended, cutting those still busy after `graceMs`. */
    async close(graceMs: number): Promise<Closed> {
      closing = true
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      for (const [res, req] of inFlight) if (/\btext\/event-stream\b/.test(req.headers.accept ?? '')) res.destroy()
      let timer: NodeJS.Timeout | undefined
      const graceOver = new Promise<number>((resolve) => {
        timer = setTimeout(() => {
          const cut = inFlight.size
          server.closeAllConnections()
          resolve(cut)
        }, graceMs)
      })
      const cut = await Promise.race([closed.then(() => 0), graceOver])
      clearTimeout(timer)
      await closed
      return { cut }
    },
  }
}
