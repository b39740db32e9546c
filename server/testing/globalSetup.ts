import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { migratedTemplate } from './migratedTemplate'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite DATA_DIR each test database starts as a copy of (absent on PostgreSQL). */
    pgliteTemplate?: string
  }
}

/**
 * Before a vitest project that opens test databases: one migrated PGlite DATA_DIR for the whole
 * run, handed to every file through `inject('pgliteTemplate')`, removed once the run ends. On
 * PostgreSQL (DATABASE_URL set) each file has a schema of its own and nothing is made here.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return
  const dir = await migratedTemplate()
  project.provide('pgliteTemplate', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
