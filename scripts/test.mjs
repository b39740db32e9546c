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
  console.error(e.message)
  process.exit(1)
}
run('npx', ['rollup', '-c', '--silent'])
run('npx', ['tsc', '-p', '.'])
run('npx', ['eslint', '.'])
run('npx', ['vitest', 'run', ...process.argv.slice(2)], { CHROME_PATH: chrome })
run('node', ['scripts/size.mjs', '--check'])
