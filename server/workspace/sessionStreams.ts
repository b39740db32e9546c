/** How often an open event stream sends a heartbeat and checks that its session is still alive. */
export const EVENT_STREAM = { heartbeatMs: 15_000 }

interface OpenStream {
  idHash: string
  userId: string
  close: () => void
}
/** This process's open event streams; a session ended here closes its streams at once. */
const open = new Set<OpenStream>()

/**
 * Registers an open event stream of a session; `close` is called when the session ends in this
 * process (logout, password change). Returns the unregister function. Sessions ended by another
 * process, by expiry or by removing the user are found by sessionAlive at the next heartbeat.
 */
export function watchSession(idHash: string, userId: string, close: () => void): () => void {
  const entry = { idHash, userId, close }
  open.add(entry)
  return () => {
    open.delete(entry)
  }
}

/** Closes this process's streams of one session (`idHash`) or of every session of a user (`userId`). */
export function closeStreams(of: { idHash: string } | { userId: string }): void {
  for (const s of [...open]) {
    if ('idHash' in of ? s.idHash === of.idHash : s.userId === of.userId) {
      open.delete(s)
      s.close()
    }
  }
}
