import net from 'node:net'

type Hook = '_write' | '_writev'

/**
 * Counts the socket writes made to the PostgreSQL server of DATABASE_URL from now until `restore`:
 * each is one system call, and one wake-up of the server's backend. Node's sockets write through
 * `_write` (one chunk) or `_writev` (the chunks held while corked).
 */
export function countPgWrites(): { writes(): number; restore(): void } {
  const port = Number(new URL(process.env.DATABASE_URL!).port || 5432)
  let n = 0
  const proto = net.Socket.prototype as unknown as Record<Hook, (...args: unknown[]) => void>
  const real = { _write: proto._write, _writev: proto._writev }
  for (const hook of ['_write', '_writev'] as const)
    proto[hook] = function (this: net.Socket, ...args: unknown[]) {
      if (this.remotePort === port) n++
      return real[hook].apply(this, args)
    }
  return { writes: () => n, restore: () => void Object.assign(proto, real) }
}
