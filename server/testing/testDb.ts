import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import type { Db } from '../db/db'
import { migrate } from '../db/migrate'
import { openDb } from '../db/openDb'
import { DEMO_USER, demoPasswordHash } from '../db/demoUser'
import { copyTemplate } from './copyTemplate'

/** Tables tests write to, with every table that references them (emptied too); reference data and migrations stay. */
const MUTABLE = [
  'rate_limits',
  'photos',
  'idempotency_keys',
  'captcha_used',
  'reset_tokens',
  'recovery_codes',
  'received_mail',
  'outbox',
  'jobs',
  'uploads',
  'submissions',
  'users',
  'clinics',
  'sessions',
  'invitations',
  'lead_events',
  'lead_reads',
  'sms_messages',
  'sms_opt_outs',
  'funnel_counts',
  'received_sms',
]

/**
 * The statements that empty `MUTABLE` and every table that references one of them, directly or
 * through others (what `TRUNCATE ... CASCADE` would reach), children before their parents so no
 * foreign key is ever left pointing at a deleted row. DELETE, not TRUNCATE: a TRUNCATE gives each
 * of the ~35 tables new files, which took 220 to 380 ms per test on PGlite against 5 to 10 ms for
 * the DELETEs (row triggers would tell the two apart; the schema has none, `testDb.test.ts`).
 */
async function emptyingStatements(db: Db): Promise<{ sql: string; tables: Set<string> }> {
  const references = await db.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid
       JOIN pg_class parent ON parent.oid = c.confrelid
      WHERE c.contype = 'f' AND child.relnamespace = current_schema()::regnamespace AND child.oid <> parent.oid`,
  )
  const tables = new Set(MUTABLE)
  for (let grew = true; grew; ) {
    grew = false
    for (const { child, parent } of references)
      if (tables.has(parent) && !tables.has(child)) {
        tables.add(child)
        grew = true
      }
  }
  const order: string[] = []
  const left = new Set(tables)
  while (left.size) {
    // A table goes once no table still to be emptied references it.
    const next = [...left].filter((t) => !references.some((r) => r.parent === t && left.has(r.child)))
    if (!next.length) throw new Error(`the test tables reference each other in a cycle: ${[...left].join(', ')}`)
    order.push(...next)
    for (const t of next) left.delete(t)
  }
  return { sql: order.map((t) => `DELETE FROM ${t};`).join('\n'), tables }
}

/**
 * What a test file could leave behind in its database besides rows of the emptied tables: the
 * schema (columns, indexes, constraints), the settings, temporary tables, advisory locks, an open
 * transaction block (now() is then older than the statement), and the rows of every table that is
 * not emptied (reference data, migrations). Equal at the start and the end of a file: the database
 * is as the file found it once its tables are emptied.
 */
async function fingerprintQuery(db: Db, emptied: Set<string>): Promise<string> {
  const tables = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`)
  const kept = tables.map((t) => t.name).filter((t) => !emptied.has(t))
  return `SELECT md5(concat_ws('|',
    (SELECT string_agg(table_name || '.' || column_name || ' ' || data_type || ' ' || coalesce(column_default, '') || is_nullable, ',' ORDER BY table_name, column_name)
       FROM information_schema.columns WHERE table_schema = current_schema()),
    (SELECT string_agg(indexdef, ',' ORDER BY indexdef) FROM pg_indexes WHERE schemaname = current_schema()),
    (SELECT string_agg(conname || pg_get_constraintdef(oid), ',' ORDER BY conname) FROM pg_constraint WHERE connamespace = current_schema()::regnamespace),
    (SELECT string_agg(name || '=' || setting, ',' ORDER BY name) FROM pg_settings),
    (SELECT count(*) FROM pg_class WHERE relpersistence = 't'),
    (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'),
    (now() = statement_timestamp())::text,
    ${kept.map((t) => `(SELECT md5(coalesce(string_agg(r::text, ',' ORDER BY r::text), '')) FROM ${t} r)`).join(',\n    ')}
  )) AS f`
}

/** A file's database on PGlite, between its open and its close. */
interface Opened {
  db: Db
  dataDir: string
  emptying: string
  /** The tables `emptying` empties. */
  emptied: Set<string>
  /** The query of `fingerprintQuery`, and its answer when the database was opened. */
  fingerprint: { sql: string; was: string }
}

/**
 * The database a worker's last file closed, kept for its next file (PGlite only; the files of a
 * worker run one after the other and share this module, vitest.config.ts). Opening one costs
 * 1.2 to 1.5 s and 1.5 CPU-s (the copy, PGlite's start), closing it 0.2 to
 * 0.4 s: in about 70 files. A database is kept only if the file left it as it found it (see
 * `fingerprintQuery`) and never closed it itself; it is then emptied, its sequences restarted and
 * its DATA_DIR's other files removed, so the next file finds what a fresh copy would give it.
 */
let spare: Opened | undefined

async function openFresh(): Promise<Opened> {
  // Inside the run's template folder when there is one: removed with it when the run ends, kept
  // databases included (vitest ends its workers without their exit handlers).
  const template = inject('pgliteTemplate')
  const dataDir = mkdtempSync(join(template ?? tmpdir(), 'petlead-test-'))
  copyTemplate(template, dataDir)
  const db = await openDb({ dataDir })
  await migrate(db)
  const { sql, tables } = await emptyingStatements(db)
  const emptying = withoutForeignKeyChecks(sql)
  const fingerprint = await fingerprintQuery(db, tables)
  const [{ f }] = (await db.query<{ f: string }>(fingerprint)) as [{ f: string }]
  return { db, dataDir, emptying, emptied: tables, fingerprint: { sql: fingerprint, was: f } }
}

/**
 * `emptying` with the foreign keys' checks off until its statements end (PGlite, always a
 * superuser): every table that references an emptied table is emptied too, so no check could
 * fail, and each deleted row fired one per key referencing its table (the reset of a seeded demo
 * workspace took 30 CPU-ms, 9 without). One implicit transaction: a failure leaves the checks on.
 */
function withoutForeignKeyChecks(emptying: string): string {
  return `SELECT set_config('session_replication_role', 'replica', true);\n${emptying}`
}

/** Hands the database back for the worker's next file when the file left it clean; closes it otherwise. */
async function giveBack(o: Opened, closedByTest: boolean): Promise<void> {
  if (!closedByTest && !spare) {
    const clean = await o.db
      .exec(o.emptying)
      .then(() => o.db.query<{ f: string }>(o.fingerprint.sql))
      .then(([row]) => row?.f === o.fingerprint.was)
      .catch((e: unknown) => (console.warn(`test database not kept: ${String(e)}`), false))
    if (clean) {
      await o.db.exec(
        `SELECT setval(c.oid, s.seqstart, false) FROM pg_class c JOIN pg_sequence s ON s.seqrelid = c.oid WHERE c.relnamespace = current_schema()::regnamespace`,
      )
      for (const entry of readdirSync(o.dataDir)) if (entry !== 'db') rmSync(join(o.dataDir, entry), { recursive: true, force: true })
      spare = o
      return
    }
  }
  if (!closedByTest) await o.db.close()
  rmSync(o.dataDir, { recursive: true, force: true })
}

/**
 * One database per test file: PGlite in a temporary DATA_DIR (a copy of the run's migrated
 * template, or the one the worker's last file left clean: `spare`), or, when DATABASE_URL is set,
 * a private schema on that server (so parallel files never meet). `reset` empties what tests write
 * and re-seeds the demo user, or stores what `seed` stores.
 */
export async function openTestDb(): Promise<{ db: Db; dataDir: string; reset(seed?: Seed): Promise<void>; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL
  const hash = await demoPasswordHash()
  if (url) return openOnServer(url, hash)
  const opened = spare ?? (await openFresh())
  spare = undefined
  const file = filesOwn(opened.db)
  return {
    db: file.db,
    dataDir: opened.dataDir,
    reset: (seed) => emptyAndSeed(file.db, opened.emptying, opened.emptied, hash, seed),
    async close() {
      await file.stopListening()
      await giveBack(opened, file.closedByTest())
    },
  }
}

/**
 * The database as a file's code sees it: what its servers listen to stops with the file (a leftover
 * listener would hear the next file's leads), and a file may close it itself (an outage), which the
 * harness then neither does again nor hands on.
 */
function filesOwn(raw: Db): { db: Db; stopListening(): Promise<void>; closedByTest(): boolean } {
  const listening = new Set<() => Promise<void>>()
  let closed = false
  const db: Db = {
    ...raw,
    async listen(channel, onNotify) {
      const stop = await raw.listen(channel, onNotify)
      listening.add(stop)
      return async () => {
        listening.delete(stop)
        await stop()
      }
    },
    async close() {
      closed = true
      await raw.close()
    },
  }
  return {
    db,
    async stopListening() {
      if (closed) return
      for (const stop of listening) await stop()
    },
    closedByTest: () => closed,
  }
}

/**
 * What `reset` may store after emptying a database, for tests that all start from the same rows
 * (the demo workspace): `key` names everything `run`'s rows depend on besides the emptied database
 * (a clock's start, the clinics chosen), and `run` writes only tables `reset` empties.
 */
export interface Seed {
  key: string
  run(db: Db): Promise<void>
}

/**
 * The rows each seed stored, by key, for the worker's later resets (the files of a worker share
 * this module, vitest.config.ts): the first reset with a key runs the seed and keeps what it
 * stored, and the next ones put the same rows back in one statement. The demo workspace's seed
 * (a dozen clinics with logos and booking, their staff accounts) took 125 CPU-ms a test, its rows
 * put back 10. Null: the seed runs every time (`seededRows`).
 */
const seeded = new Map<string, { sql: string; rows: string[] } | null>()

async function emptyAndSeed(db: Db, emptying: string, emptied: Set<string>, demoHash: string, seed?: Seed): Promise<void> {
  await db.exec(emptying)
  const kept = seed && seeded.get(seed.key)
  if (kept) {
    await db.query(kept.sql, kept.rows)
    return
  }
  await db.query("INSERT INTO users (id, email, password_hash, created_at, updated_at, role) VALUES ($1, $2, $3, $4, $4, 'network')", [
    crypto.randomUUID(),
    DEMO_USER.email,
    demoHash,
    new Date(),
  ])
  if (!seed) return
  await seed.run(db)
  if (!seeded.has(seed.key)) seeded.set(seed.key, await seededRows(db, emptied))
}

/**
 * Every row of the `emptied` tables, as JSON, and the one statement that inserts them again (the
 * foreign keys are checked at its end, so the tables' order does not matter). Null when a table
 * with rows numbers them from a sequence: putting the rows back would not advance it, as the seed did.
 */
async function seededRows(db: Db, emptied: Set<string>): Promise<{ sql: string; rows: string[] } | null> {
  const names = [...emptied]
  const [all] = await db.query<Record<string, string | null>>(
    `SELECT ${names.map((t) => `(SELECT json_agg(r)::text FROM ${t} r) AS ${t}`).join(', ')}`,
  )
  const filled = names.filter((t) => all![t] !== null)
  const columns = await db.query<{
    table_name: string
    column_name: string
    column_default: string | null
    is_generated: string
    is_identity: string
  }>(
    `SELECT table_name, column_name, column_default, is_generated, is_identity FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ANY($1) ORDER BY table_name, ordinal_position`,
    [filled],
  )
  if (columns.some((c) => c.is_identity === 'YES' || c.column_default?.startsWith('nextval('))) return null
  const inserts = filled.map((t, i) => {
    const stored = columns
      .filter((c) => c.table_name === t && c.is_generated === 'NEVER')
      .map((c) => `"${c.column_name}"`)
      .join(', ')
    return `t${i} AS (INSERT INTO ${t} (${stored}) SELECT ${stored} FROM json_populate_recordset(NULL::${t}, $${i + 1}::json))`
  })
  return { sql: `WITH ${inserts.join(',\n')} SELECT 1`, rows: filled.map((t) => all![t]!) }
}

/** A file's database on a PostgreSQL server: a private schema, migrated, dropped at the end. */
async function openOnServer(url: string, demoHash: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'petlead-test-'))
  const schema = `t_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`
  const raw = await openDb({ databaseUrl: url, dataDir, schema })
  await migrate(raw)
  const { sql: emptying, tables } = await emptyingStatements(raw)
  const file = filesOwn(raw)
  return {
    db: file.db,
    dataDir,
    reset: (seed?: Seed) => emptyAndSeed(file.db, emptying, tables, demoHash, seed),
    async close() {
      await file.stopListening()
      // A file that closed its connection itself leaves its schema: the run's server is dropped whole.
      if (!file.closedByTest()) {
        await raw
          .exec(`DROP SCHEMA ${schema} CASCADE`)
          .catch((e: unknown) => console.warn(`schema ${schema} left on the test server: ${String(e)}`))
        await raw.close()
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
