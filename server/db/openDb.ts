import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from './db'
import { openPgDb } from './pgDb'
import { openPgliteDb } from './pgliteDb'

/**
 * Opens the database the configuration names: PostgreSQL when `databaseUrl` is set,
 * otherwise PGlite under `<dataDir>/db` (or in memory when `dataDir` is null).
 */
export async function openDb(opts: { databaseUrl?: string; dataDir: string | null; schema?: string }): Promise<Db> {
  if (opts.databaseUrl) return openPgDb(opts.databaseUrl, opts.schema)
  if (opts.dataDir === null) return openPgliteDb()
  mkdirSync(opts.dataDir, { recursive: true })
  return openPgliteDb(join(opts.dataDir, 'db'))
}
