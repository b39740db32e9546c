import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildModel, GROUPS, OVER_TRIAGE_CAP, READER_ROOM, RULES_OVER_TRIAGE } from './buildModel'
import { modelText } from './modelText'
import type { ReaderCase } from './trainModel'

/**
 * `npm run -s triage:train`: trains the second reader on cases/dev.jsonl (only: the held-out set
 * measures it and is never learnt from), writes model.json, and prints the cross-validated
 * trade-off table (out-of-fold recall against the share of other cases raised, overall and per
 * language and species), the operating point chosen from it and the file's size. The same cases
 * write a byte-identical file.
 */
const dev = fileURLToPath(new URL('../cases/dev.jsonl', import.meta.url))
const out = fileURLToPath(new URL('./model.json', import.meta.url))
const cases = readFileSync(dev, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as ReaderCase)
const { model, table, chosen } = buildModel(cases)
const text = modelText(model)
writeFileSync(out, text)
const pct = (x: number) => `${(x * 100).toFixed(1)}%`
console.log(`out of fold on dev (${cases.length} cases): recall / share of the others raised, overall and per group`)
console.log(['side', 'target', 'threshold', 'all', ...GROUPS].join(' | '))
for (const r of table)
  console.log(
    [
      r.side,
      pct(r.target),
      r.threshold,
      `${pct(r.recall)} / ${pct(r.overCall)}`,
      ...GROUPS.map((g) => `${pct(r.groups[g].recall)} / ${pct(r.groups[g].overCall)}`),
    ].join(' | '),
  )
console.log(
  `emergency operating point: ${pct(chosen.target)} out of fold (threshold ${chosen.threshold}), the highest whose raises stay within ${pct(READER_ROOM)} in every group (${pct(OVER_TRIAGE_CAP)} less the rules' ${pct(RULES_OVER_TRIAGE)})`,
)
console.log(
  `model.json: ${Buffer.byteLength(text)} bytes, ${Object.keys(model.weights).length} features, thresholds ${JSON.stringify(model.threshold)}`,
)
