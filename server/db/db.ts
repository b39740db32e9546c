/**
 * The one database interface the server uses. Two adapters implement it (PGlite and node-postgres)
 * so the same SQL runs embedded in the demo and on a PostgreSQL server in production.
 */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2...) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /**
   * Present on a transaction only: the NOTIFYs it sends with its COMMIT, by channel, each with the
   * words of its payload (joined by commas). They cost no round trip of their own: PostgreSQL
   * delivers a transaction's notifications at commit anyway, so the adapter sends them in the same
   * call as COMMIT, and never for a rollback. A wrapper of a transaction keeps it (`...tx`).
   */
  readonly atCommit?: Map<string, Set<string>>
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /**
   * Calls `onNotify` for each NOTIFY on `channel` from any process on the database (and this one);
   * resolves to a function that stops listening. PostgreSQL: a dedicated connection, reconnected
   * when lost; PGlite: its own listen(). `payload` is the NOTIFY's text; none after a reconnect
   * (notifications sent while the connection was down are lost, so the listener should catch up).
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
  /** 'pglite' or 'postgres', for the start-up line and the README. */
  readonly kind: string
}
