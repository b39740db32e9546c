// `npm test`: every test. Finds a browser first, builds the bundle, type-checks, lints, runs the unit,
// component, API and browser suites, then holds the size budget.
import { spawnSync } from 'node:child_process'
import { findChromium } from './findChromium.mjs'

const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed`)
    process.exit(r.status ?? 1)
  }
}

let chrome
try {
  chrome = findChromium()
} catch (e) {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
}
run('npx', ['rollup', '-c', '--silent'])
run('npx', ['tsc', '-p', '.'])
// The bench (strict, like the sources) and the build scripts (plain JavaScript): a broken import fails here.
run('npx', ['tsc', '-p', 'tsconfig.tools.json'])
run('npx', ['tsc', '-p', 'tsconfig.scripts.json'])
// No folder imports another that imports it back, in the widgets (src) or the server (server).
run('node', ['scripts/cycles.mjs'])
// Which folder may import which (docs/architecture.md): the widgets never import the server, the repositories no feature...
run('node', ['scripts/depRules.mjs'])
run('npx', ['eslint', '.'])
// One layout for all code (Prettier; `npm run format` rewrites it): a change never mixes style with substance.
run('npx', ['prettier', '--check', '--log-level', 'warn', '**/*.{ts,tsx,js,mjs}'])
run('npx', ['vitest', 'run', ...process.argv.slice(2)], { CHROME_PATH: chrome })
run('node', ['scripts/size.mjs', '--check'])
