import type { Db, Queryable } from './db'
import type { TriageEngine } from './backfillTriage'
import { migrations as defaultMigrations, type Migration } from './migrations'

/** Any fixed number: the advisory lock every PetLead process takes to migrate. */
const MIGRATION_LOCK = 4_711_011

/**
 * Applies every migration not yet recorded in the `migrations` table, each in its own transaction,
 * so a crash mid-way leaves the database at the last complete step. Each transaction first takes
 * `pg_advisory_xact_lock`, then re-reads what is applied: several processes starting at the same
 * moment queue behind one another, and the later ones find the work done (no duplicate table, no
 * crash). The lock ends with the transaction, so a killed migrator never leaves it held.
 * `engine` is the triage engine for leads stored before it existed (a fresh database needs none).
 */
export async function migrate(db: Db, migrations: readonly Migration[] = defaultMigrations, engine?: TriageEngine): Promise<string[]> {
  const lock = (tx: Queryable) => tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
  await db.transaction(async (tx) => {
    await lock(tx)
    await tx.query('CREATE TABLE IF NOT EXISTS migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL)')
  })
  const applied: string[] = []
  for (const m of migrations) {
    const ran = await db.transaction(async (tx) => {
      await lock(tx)
      if ((await tx.query('SELECT 1 FROM migrations WHERE id = $1', [m.id])).length > 0) return false
      await m.up(tx, engine)
      await tx.query('INSERT INTO migrations (id, applied_at) VALUES ($1, $2)', [m.id, new Date()])
      return true
    })
    if (ran) applied.push(m.id)
  }
  return applied
}
