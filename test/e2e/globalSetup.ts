import { existsSync, rmSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedTemplate } from '../../server/testing/migratedTemplate'

/**
 * Browser tests load dist/: build it when a lone `vitest` run finds none. Every server the run
 * starts on PGlite (demo host, reference server, workspace-settings' own) opens a copy of one
 * migrated PGlite made here, not a database of its own to create and migrate: initdb in
 * WebAssembly and the migrations cost seconds per server on an idle machine, a minute on a busy one.
 */
export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../..')
  if (!existsSync(resolve(root, 'dist/petlead.umd.js'))) execSync('npx rollup -c --silent', { cwd: root, stdio: 'inherit' })
  if (process.env.DATABASE_URL) return
  const dir = await migratedTemplate()
  project.provide('pgliteTemplate', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
