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
  await db.close()
  return dataDir
}
