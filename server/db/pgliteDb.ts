import { PGlite } from '@electric-sql/pglite'
import type { Db } from './db'

/**
 * The embedded adapter: PostgreSQL compiled to WebAssembly, storing under `dataDir`
 * (or in memory when it is undefined). One connection, so PGlite serialises transactions itself.
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create(dataDir)
  return {
    kind: 'pglite',
    async query(sql, params) {
      return (await pg.query(sql, params as unknown[])).rows as never
    },
    async transaction(fn) {
      return pg.transaction(async (tx) => {
        const atCommit = new Map<string, Set<string>>()
        const result = await fn({ query: async (sql, params) => (await tx.query(sql, params as unknown[])).rows as never, atCommit })
        // Delivered at the commit that follows (never for a rollback), as on PostgreSQL.
        for (const [channel, words] of atCommit) await tx.query('SELECT pg_notify($1, $2)', [channel, [...words].join(',')])
        return result
      })
    },
    async exec(sql) {
      await pg.exec(sql)
    },
    async listen(channel, onNotify) {
      const unlisten = await pg.listen(channel, (payload) => onNotify(payload))
      // Closing the database ends its every LISTEN: an unlisten after the close (an event stream whose
      // browser left as the server stopped) has nothing left to undo, and must not reject.
      return async () => {
        if (!pg.closed) await unlisten()
      }
    },
    close: () => pg.close(),
  }
}
