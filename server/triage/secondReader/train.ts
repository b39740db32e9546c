import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildModel } from './buildModel'
import { modelText } from './modelText'
import type { ReaderCase } from './trainModel'

/**
 * `npm run -s triage:train`: trains the second reader on cases/dev.jsonl (only: the held-out set
 * measures it and is never learnt from), writes model.json, and prints the cross-validated
 * threshold table and the file's size. The same cases write a byte-identical file.
 */
const dev = fileURLToPath(new URL('../cases/dev.jsonl', import.meta.url))
const out = fileURLToPath(new URL('./model.json', import.meta.url))
const cases = readFileSync(dev, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as ReaderCase)
const { model, table } = buildModel(cases)
const text = modelText(model)
writeFileSync(out, text)
const pct = (x: number) => `${(x * 100).toFixed(1)}%`
for (const r of table) console.log(`${r.side} recall ${pct(r.recall)} out of fold: threshold ${r.threshold}, over-call ${pct(r.overCall)}`)
console.log(
  `model.json: ${Buffer.byteLength(text)} bytes, ${Object.keys(model.weights).length} features, thresholds ${JSON.stringify(model.threshold)}`,
)
