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

/** Tables tests write to; reference data and migrations stay. */
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
  return {
    db,
    dataDir,
    async reset() {
      await db.exec(`TRUNCATE ${MUTABLE.join(', ')} CASCADE`)
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
