import type { Queryable } from './db'

/** The ids of the migrations recorded as applied (the table migrate() keeps). */
export async function appliedMigrations(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>('SELECT id FROM migrations')
  return new Set(rows.map((r) => r.id))
}
