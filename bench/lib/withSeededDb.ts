import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedDemoClinics } from '../../server/clinics/seedDemoClinics'
import type { Db } from '../../server/db/db'
import { migrate } from '../../server/db/migrate'
import { openDb } from '../../server/db/openDb'

/**
 * Runs `fn` on a fresh database with the demo clinics seeded at `now`: PGlite in a temporary folder
 * by default, a throw-away schema when DATABASE_URL names a PostgreSQL server. The schema, the
 * connection and the folder are removed afterwards, whatever `fn` does, so a failed run leaves nothing.
 *
 * @param name - names the folder and the schema, so two benches running at once never share one.
 */
export async function withSeededDb<T>(name: string, fn: (db: Db, dir: string, now: Date) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `petlead-bench-${name}-`))
  const url = process.env.DATABASE_URL
  const schema = url ? `bench_${name}_${Date.now()}` : undefined
  const db = await openDb({ databaseUrl: url, dataDir: dir, schema })
  try {
    await migrate(db)
    const now = new Date()
    await seedDemoClinics(db, now)
    return await fn(db, dir, now)
  } finally {
    if (schema) await db.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => {})
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
