// Section `triage` of `npm run bench`, also `npx tsx bench/triageTime.ts` alone: the time to triage
// one message, per message of the dev case set (every owner's text in it, both languages), for the
// rules alone, the second reader alone (given the rules' answer) and both, as a lead's arrival runs
// them, each message timed as its fastest of five; and the reader's model file in bytes. Target: the second reader under 5 ms per message (p99).
import { readFileSync, statSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { quantile } from './lib/stats'
import type { TriageCase } from '../server/triage/evaluate'
import { readAgain } from '../server/triage/secondReader/readAgain'
import { triage, type TriageInput } from '../server/triage/triage'

const MODEL = new URL('../server/triage/secondReader/model.json', import.meta.url)
/** Times each message is read; its fastest counts. */
const ROUNDS = 5
/** The reader's target per message, in milliseconds. */
export const READER_TARGET_MS = 5

interface Times {
  p50: number
  p99: number
}

/** p50 and p99 of one message's time, for each reader, over every dev case (after one pass to warm up), each its fastest of ROUNDS; `both` adds a message's two times. */
export function triageTime(): { messages: number; modelBytes: number; rules: Times; reader: Times; both: Times; targetMs: number } {
  const inputs: TriageInput[] = readFileSync(new URL('../server/triage/cases/dev.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as TriageCase)
    .map((c) => ({ text: c.text, issue: c.issue ?? undefined, lang: c.lang, species: c.species, ageMonths: c.age_months ?? null }))
  const firsts = inputs.map((i) => triage(i))
  for (const [k, i] of inputs.entries()) readAgain(firsts[k]!, i)
  // Each message's time is its fastest of ROUNDS: on a shared machine a single time is mostly whoever
  // else had the core. Each reader runs in a loop of its own, so a collection of the rules' garbage
  // does not land in the reader's time.
  const rules = inputs.map(() => Infinity)
  const reader = inputs.map(() => Infinity)
  for (let round = 0; round < ROUNDS; round++) {
    for (const [k, i] of inputs.entries()) {
      const t0 = performance.now()
      triage(i)
      rules[k] = Math.min(rules[k]!, performance.now() - t0)
    }
    for (const [k, i] of inputs.entries()) {
      const t0 = performance.now()
      readAgain(firsts[k]!, i)
      reader[k] = Math.min(reader[k]!, performance.now() - t0)
    }
  }
  const both = rules.map((r, k) => r + reader[k]!)
  const times = (xs: number[]): Times => {
    const s = [...xs].sort((a, b) => a - b)
    return { p50: Math.round(quantile(s, 0.5) * 1000) / 1000, p99: Math.round(quantile(s, 0.99) * 1000) / 1000 }
  }
  return {
    messages: inputs.length,
    modelBytes: statSync(MODEL).size,
    rules: times(rules),
    reader: times(reader),
    both: times(both),
    targetMs: READER_TARGET_MS,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = triageTime()
  const line = (t: Times) => `p50 ${t.p50} ms, p99 ${t.p99} ms`
  console.log(
    `triage per message (${r.messages} dev messages): rules ${line(r.rules)}; second reader ${line(r.reader)}; both ${line(r.both)}; model ${r.modelBytes} bytes`,
  )
}
