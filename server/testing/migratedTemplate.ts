import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrate } from '../db/migrate'
import { openDb } from '../db/openDb'
import { REPO_ROOT } from '../repoRoot'
import { sourceClosureDigest } from './sourceClosure'

/**
 * Where a finished template is kept between runs, one folder per key (node_modules/.cache, which a
 * clean checkout does not have: CI always migrates from nothing).
 */
const CACHE = join(REPO_ROOT, 'node_modules', '.cache', 'petlead', 'pglite-template')

/**
 * What the template depends on: every source file the migrations reach (they seed reference lists,
 * Spanish labels and the demo user from files outside server/db), this module, and PGlite's version
 * (its files' format). Any change to one of them makes a new key, so a kept template is never stale.
 */
async function templateKey(): Promise<string> {
  const pglite = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }
  return sourceClosureDigest(
    REPO_ROOT,
    ['server/db/migrate.ts', 'server/db/openDb.ts', 'server/testing/migratedTemplate.ts'],
    [pglite.version],
  )
}

/**
 * A PGlite DATA_DIR created and migrated once, then closed, for tests to copy (`copyTemplate`)
 * instead of creating their own: a fresh PGlite runs initdb in WebAssembly, which with the
 * migrations takes seconds on an idle machine and over a minute on a busy one, while copying
 * the finished directory takes a fraction of that. Returns the DATA_DIR; the caller removes it.
 */
export async function migratedTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'petlead-template-'))
  // The inner loop runs the suites again and again on unchanged migrations: the template the last
  // run made is copied (a fifth of a second) instead of made again (9 s and 12 CPU-s on an idle
  // machine, before any test starts).
  const kept = join(CACHE, await templateKey())
  if (existsSync(join(kept, 'db'))) {
    cpSync(join(kept, 'db'), join(dataDir, 'db'), { recursive: true })
    return dataDir
  }
  await makeTemplate(dataDir)
  keep(dataDir, kept)
  return dataDir
}

/**
 * Keeps a copy of the finished template under `kept` for the next run, in place of any other key's
 * (an older schema's). Written aside and renamed, so a run beside this one finds a whole template or none.
 */
function keep(dataDir: string, kept: string): void {
  mkdirSync(CACHE, { recursive: true })
  const aside = mkdtempSync(join(CACHE, 'writing-'))
  try {
    cpSync(join(dataDir, 'db'), join(aside, 'db'), { recursive: true })
    for (const other of readdirSync(CACHE)) if (!other.startsWith('writing-')) rmSync(join(CACHE, other), { recursive: true, force: true })
    renameSync(aside, kept)
  } catch (err) {
    // A project or run beside this one kept the same key first: theirs is as good, and stays.
    if (!existsSync(join(kept, 'db'))) throw err
  } finally {
    rmSync(aside, { recursive: true, force: true })
  }
}

/** Creates and migrates the template in `dataDir`, then closes it. */
async function makeTemplate(dataDir: string): Promise<void> {
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
}
