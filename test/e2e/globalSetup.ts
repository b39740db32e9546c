import { existsSync, rmSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedTemplate } from '../../server/testing/migratedTemplate'

/**
 * Browser tests load dist/: build it when a lone `vitest` run finds none. Every server the run
 * starts (demo host, reference server) opens a copy of one migrated PGlite made here, not a
 * database of its own to create and migrate.
 */
export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../..')
  if (!existsSync(resolve(root, 'dist/petlead.umd.js'))) execSync('npx rollup -c --silent', { cwd: root, stdio: 'inherit' })
  const dir = await migratedTemplate()
  project.provide('pgliteTemplate', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
