import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import type { Db } from '../db/db'
import { migrate } from '../db/migrate'
import { openDb } from '../db/openDb'
import { hashPassword } from '../crypto/hashPassword'
import { DEMO_USER } from '../db/demoUser'
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
async function emptyingStatements(db: Db): Promise<string> {
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
  return order.map((t) => `DELETE FROM ${t};`).join('\n')
}

/**
 * One database per test file: PGlite in a fresh temporary DATA_DIR, or, when DATABASE_URL is set,
 * a private schema on that server (so parallel files never meet). Migrated once (on PGlite, a copy
 * of the run's migrated template when the project's global setup made one); `reset` empties what
 * tests write and re-seeds the demo user.
 */
export async function openTestDb(): Promise<{ db: Db; dataDir: string; reset(): Promise<void>; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'petlead-test-'))
  const url = process.env.DATABASE_URL
  const schema = url ? `t_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined
  if (!url) copyTemplate(inject('pgliteTemplate'), dataDir)
  const db = await openDb({ databaseUrl: url, dataDir, schema })
  await migrate(db)
  const demoHash = await hashPassword(DEMO_USER.password)
  const emptying = await emptyingStatements(db)
  return {
    db,
    dataDir,
    async reset() {
      await db.exec(emptying)
      await db.query("INSERT INTO users (id, email, password_hash, created_at, updated_at, role) VALUES ($1, $2, $3, $4, $4, 'network')", [
        crypto.randomUUID(),
        DEMO_USER.email,
        demoHash,
        new Date(),
      ])
    },
    async close() {
      if (schema) await db.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => {})
      await db.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
