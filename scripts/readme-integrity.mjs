// Writes the current dist/petlead.umd.js integrity into the README's embed snippets.
// Run after `npm run build` when releasing: `npm run readme-integrity`.
import { readFileSync, writeFileSync } from 'node:fs'

const integrity = JSON.parse(readFileSync('dist/integrity.json', 'utf8'))['petlead.umd.js']
const version = JSON.parse(readFileSync('package.json', 'utf8')).version
const readme = readFileSync('README.md', 'utf8')
const next = readme
  .replace(/(petlead\/)[\d.]+(\/petlead\.umd\.js")/g, `$1${version}$2`)
  .replace(/(petlead\.umd\.js"\s+integrity=")sha384-[A-Za-z0-9+/=]+/g, `$1${integrity}`)
if (next !== readme) writeFileSync('README.md', next)
console.log(`README snippets carry ${integrity}`)
