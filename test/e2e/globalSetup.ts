import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { resolve } from 'node:path'

/** Browser tests load dist/: build it when a lone `vitest` run finds none. */
export default function setup() {
  const root = resolve(import.meta.dirname, '../..')
  if (!existsSync(resolve(root, 'dist/petlead.umd.js'))) execSync('npx rollup -c --silent', { cwd: root, stdio: 'inherit' })
}
