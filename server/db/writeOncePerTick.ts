import type { Writable } from 'node:stream'

/**
 * Makes a connected socket write at most once per tick (the PostgreSQL pool's connections,
 * pgDb.ts). node-postgres writes each message of a statement on its own (bind, describe, execute,
 * sync: four system calls and four packets for one prepared statement), and a pipelined connection
 * writes each statement as it is sent. Every write made in one tick is held (cork) and written at
 * its end (process.nextTick, after the promise jobs queued by then), as one system call and one
 * packet: a statement, and the statements a caller sends side by side before it waits, cost both
 * processes one write and PostgreSQL one wake-up.
 * Set on a socket already connected: net.Socket's connect() puts the prototype's write back.
 */
export function writeOncePerTick(socket: Writable): void {
  const write = socket.write
  let held = false
  socket.write = function (this: Writable, ...args: Parameters<Writable['write']>) {
    if (!held) {
      held = true
      socket.cork()
      process.nextTick(() => {
        held = false
        socket.uncork()
      })
    }
    return write.apply(this, args)
  } as Writable['write']
}
