import type { Db } from './db'
import { migrations as defaultMigrations, type Migration } from './migrations'

/**
 * Applies every migration not yet recorded in the `migrations` table, each in its own transaction,
 * so a crash mid-way leaves the database at the last complete step.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = defaultMigrations): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL)')
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM migrations')).map((r) => r.id))
  const applied: string[] = []
  for (const m of migrations) {
    if (done.has(m.id)) continue
    await db.transaction(async (tx) => {
      await m.up(tx)
      await tx.query('INSERT INTO migrations (id, applied_at) VALUES ($1, $2)', [m.id, new Date()])
    })
    applied.push(m.id)
  }
  return applied
}
