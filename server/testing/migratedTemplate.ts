import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrate } from '../db/migrate'
import { openDb } from '../db/openDb'

/**
 * A PGlite DATA_DIR created and migrated once, then closed, for tests to copy (`copyTemplate`)
 * instead of creating their own: a fresh PGlite runs initdb in WebAssembly, which with the
 * migrations takes seconds on an idle machine and over a minute on a busy one, while copying
 * the finished directory takes a fraction of that. Returns the DATA_DIR; the caller removes it.
 */
export async function migratedTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'petlead-template-'))
  const db = await openDb({ dataDir })
  await migrate(db)
  // PGlite's initdb also makes template0 and template1, which nothing here copies a database from:
  // 408 of the 971 files every test database and demo host copies, then removes: a demo host starts
  // and stops on 1.8 CPU-s instead of 2.6.
  await db.query(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`)
  await db.query('DROP DATABASE template0')
  await db.query('DROP DATABASE template1')
  await db.query('CHECKPOINT')
  await db.close()
  return dataDir
}
