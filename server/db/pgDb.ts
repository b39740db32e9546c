import pg from 'pg'
import type { Db, Queryable } from './db'
import { pgListen } from './pgListen'

/**
 * The PostgreSQL server adapter (node-postgres pool). `schema`, when given, is created and put first
 * on every connection's search_path, which lets parallel test files share one server without
 * seeing each other's rows.
 */
export async function openPgDb(connectionString: string, schema?: string): Promise<Db> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('Bad schema name')
  if (schema) {
    const admin = new pg.Client({ connectionString })
    await admin.connect()
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    await admin.end()
  }
  const pool = new pg.Pool({ connectionString, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) })
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const wrap = (c: { query: pg.Pool['query'] }): Queryable => ({
    async query(sql, params) {
      return (await c.query(sql, params as unknown[])).rows as never
    },
  })
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const atCommit = new Map<string, Set<string>>()
        const result = await fn({ ...wrap(client), atCommit })
        // The notifications and COMMIT in one call (the simple protocol takes several statements
        // without parameters); their words are escaped, though only the code's own names are sent.
        const notices = [...atCommit].map(
          ([channel, words]) => `SELECT pg_notify(${client.escapeLiteral(channel)}, ${client.escapeLiteral([...words].join(','))});`,
        )
        await client.query(`${notices.join(' ')} COMMIT`)
        return result
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {})
        throw err
      } finally {
        client.release()
      }
    },
    async exec(sql) {
      await pool.query(sql)
    },
    listen: (channel, onNotify) => pgListen(connectionString, schema, channel, onNotify),
    close: () => pool.end(),
  }
}
