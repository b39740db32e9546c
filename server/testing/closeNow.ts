import type { Server } from 'node:http'

/**
 * Stops a test's own server (a double, a receiver, a proxy) at once: it takes no new connection
 * and cuts the open ones. Its client keeps connections alive for the next request, as browsers
 * and Node's fetch do, and `close()` alone waits until they are closed by their keep-alive time
 * (5 s, or the client's). A test double has no request worth finishing once its file is done; the
 * product's own server stops gracefully instead (server/http/gracefulClose.ts).
 */
export function closeNow(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
