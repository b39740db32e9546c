import pg from 'pg'
import type { Db, Queryable } from './db'
import { pgListen } from './pgListen'
import { writeOncePerTick } from './writeOncePerTick'

/**
 * The PostgreSQL server adapter (node-postgres pool). `schema`, when given, is created and put first
 * on every connection's search_path, which lets parallel test files share one server without
 * seeing each other's rows.
 *
 * Every lead is a transaction of a dozen statements, so the adapter spends as few round trips and
 * as little of the server's parsing as it can (bench/profileIntake.ts: each round trip costs both
 * processes a socket write and a wake-up):
 * - each statement text is a prepared statement of its connection, parsed and planned once
 *   (`preparedName`);
 * - connections are pipelined (node-postgres `pipeline`): a statement is written without waiting
 *   for the answers of those before it, which PostgreSQL still runs in order;
 * - in a transaction, BEGIN and every write that answers nothing (an INSERT, UPDATE or DELETE
 *   without RETURNING) are not waited for: they travel with the next statement that answers rows,
 *   or with the COMMIT (`answersNothing`), in the same socket write;
 * - a connection writes at most once per tick (writeOncePerTick): a statement's messages, and the
 *   statements a caller sends side by side before it waits (a read beside a write), leave together.
 */
export async function openPgDb(connectionString: string, schema?: string): Promise<Db> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('Bad schema name')
  if (schema) {
    const admin = new pg.Client({ connectionString })
    await admin.connect()
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    await admin.end()
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    pipeline: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  pool.on('connect', (client) => writeOncePerTick(client.connection.stream))
  const send = (c: { query: pg.Pool['query'] }, sql: string, params?: unknown[]) => {
    const name = preparedName(sql)
    return c.query(name ? { name, text: sql, values: params } : { text: sql, values: params })
  }
  return {
    kind: 'postgres',
    async query(sql, params) {
      return (await send(pool, sql, params)).rows as never
    },
    async transaction(fn) {
      const client = await pool.connect()
      // The first error of a statement nobody waited for. The transaction is aborted from there on,
      // so the next statement waited for (or the COMMIT) fails: with this error, the cause.
      let failed: { error: unknown } | undefined
      let settled: Promise<unknown> = Promise.resolve()
      // The writes not waited for stay in the socket's buffer until the next statement waited for
      // (or the COMMIT) is written: one socket write for all of them, as they are one round trip.
      const socket = client.connection.stream
      let corked = false
      // A statement waited for: written now, with every write held before it.
      const written = <T>(answer: Promise<T>): Promise<T> => {
        if (corked) socket.uncork()
        corked = false
        return answer
      }
      const unawaited = (sql: string, params?: unknown[]) => {
        if (!corked) socket.cork()
        corked = true
        const sent = send(client, sql, params).then(
          () => undefined,
          (error: unknown) => void (failed ??= { error }),
        )
        settled = Promise.all([settled, sent])
      }
      // Called after every statement waited for, in `finally`: it replaces that statement's own
      // error, or its success, with the earlier write's.
      const cause = () => {
        if (failed) throw failed.error
      }
      try {
        unawaited('BEGIN')
        const atCommit = new Map<string, Set<string>>()
        const tx: Queryable = {
          async query(sql, params) {
            if (answersNothing(sql)) return (unawaited(sql, params), [])
            try {
              return (await written(send(client, sql, params))).rows as never
            } finally {
              cause()
            }
          },
          atCommit,
        }
        const result = await fn(tx)
        // The notifications and COMMIT in one call (the simple protocol takes several statements
        // without parameters); their words are escaped, though only the code's own names are sent.
        const notices = [...atCommit].map(
          ([channel, words]) => `SELECT pg_notify(${client.escapeLiteral(channel)}, ${client.escapeLiteral([...words].join(','))});`,
        )
        // A COMMIT of an aborted transaction rolls it back without an error: a write that failed
        // unwatched is caught here, its answer having come before the COMMIT's.
        try {
          await written(client.query(`${notices.join(' ')} COMMIT`))
        } finally {
          cause()
        }
        return result
      } catch (err) {
        await written(client.query('ROLLBACK').catch(() => {}))
        throw err
      } finally {
        await settled
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

/**
 * A statement whose answer holds nothing the caller reads: an INSERT, UPDATE or DELETE without
 * RETURNING (the interface gives rows, never a row count). Inside a transaction its error still
 * fails the transaction, at the next statement waited for or at COMMIT.
 */
export function answersNothing(sql: string): boolean {
  return /^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql) && !/\bRETURNING\b/i.test(sql)
}

const PREPARED_MAX = 1000
const STAR = /(SELECT|RETURNING|,)\s+(\w+\.)?\*/i
const prepared = new Map<string, string>()

/**
 * The prepared statement's name for `sql`, the same in every connection (each parses it the first
 * time it runs it). The code's statements are a few hundred texts; one built with a varying number
 * of parameters could make more, so past PREPARED_MAX a new text runs unprepared, as before.
 * Never prepared: scripts of several statements (the simple protocol), and a statement whose
 * columns are a table's `*`: after a migration adds a column, PostgreSQL refuses to run a plan
 * whose result changed ("cached plan must not change result type") in a process started before it.
 */
function preparedName(sql: string): string | undefined {
  let name = prepared.get(sql)
  if (!name && prepared.size < PREPARED_MAX && !sql.includes(';') && !STAR.test(sql)) prepared.set(sql, (name = `p${prepared.size + 1}`))
  return name
}
