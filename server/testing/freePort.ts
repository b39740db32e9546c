import { createServer } from 'node:net'

/** A free TCP port on loopback, for a server a test starts (or restarts) on a known port. */
export async function freePort(): Promise<number> {
  const s = createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))
  const port = (s.address() as { port: number }).port
  await new Promise<void>((r) => s.close(() => r()))
  return port
}
