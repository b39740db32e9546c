import { createServer } from 'node:net'

/**
 * A free TCP port on loopback, for a server a test starts (or restarts) on a known port.
 *
 * Rule: the port is drawn below Linux's ephemeral range (32768–60999). A port the kernel hands out
 * for `listen(0)` comes from that range, and so does the local port of every outgoing connection
 * (a PostgreSQL pool's, a fetch's): between this check and the server's own listen, another test's
 * connection could take it (EADDRINUSE, seen in CI). Below 32768 only another listener can.
 */
const LOW = 20_000
const HIGH = 32_000

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW))
    if (await canListen(port)) return port
  }
  throw new Error(`no free port found between ${LOW} and ${HIGH} in 50 tries`)
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer()
    s.once('error', () => resolve(false))
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)))
  })
}
