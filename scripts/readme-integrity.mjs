// Writes the current dist/petlead.umd.js integrity into the embed snippets of the README and the
// embedding guide. Run after `npm run build` when releasing: `npm run readme-integrity`.
import { readFileSync, writeFileSync } from 'node:fs'

const integrity = JSON.parse(readFileSync('dist/integrity.json', 'utf8'))['petlead.umd.js']
const version = JSON.parse(readFileSync('package.json', 'utf8')).version
for (const file of ['README.md', 'docs/embedding.md']) {
  const text = readFileSync(file, 'utf8')
  const next = text
    .replace(/(petlead\/)[\d.]+(\/petlead\.umd\.js")/g, `$1${version}$2`)
    .replace(/(petlead\.umd\.js"\s+integrity=")sha384-[A-Za-z0-9+/=]+/g, `$1${integrity}`)
  if (next !== text) writeFileSync(file, next)
}
console.log(`README.md and docs/embedding.md snippets carry ${integrity}`)
