// Writes docs/operations.md's configuration table from server/configVariables.ts (`npm run docs:config`).
import { readFileSync, writeFileSync } from 'node:fs'
import { configTable } from '../server/configVariables'
import { replaceConfigTable } from '../server/configTableDoc'

const path = new URL('../docs/operations.md', import.meta.url)
const before = readFileSync(path, 'utf8')
const after = replaceConfigTable(before, configTable())
if (after !== before) writeFileSync(path, after)
console.log(after === before ? 'docs/operations.md: configuration table unchanged' : 'docs/operations.md: configuration table written')
