import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { byGroup, evaluate, figuresLine, type Readers, type TriageCase } from './evaluate'

const dir = fileURLToPath(new URL('./cases/', import.meta.url))
function load(name: string): TriageCase[] | null {
  const path = dir + name
  if (!existsSync(path)) return null
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as TriageCase)
}

const dev = load('dev.jsonl') ?? []
const heldout = load('heldout.jsonl')

/** Figures of one set and its languages and species, never its cases: by default as a lead stores them (rules, then the second reader). */
function block(label: string, cases: TriageCase[], readers: Readers = 'rules+reader'): string[] {
  return [
    figuresLine(label, evaluate(cases, readers)),
    ...byGroup(cases, readers).map((g) => figuresLine(`  ${label} ${g.group}`, g.figures)),
  ]
}

/**
 * The gates, as the issue states them: on the full set (dev and held-out together), emergency recall
 * at least 99% (under-triage at most 1%) and over-triage at most 15%. Two guards beside them: the dev
 * cases the rules were written from (seven spent held-out sets and the blind `h9` inside) keep 99% recall, so no rule
 * change loses a case; and the held-out set, written blind from the labelling guide by two writers
 * who never saw the rules, may not fall below what it measured when it was first run nor cry wolf on
 * more than 15% of its non-emergencies. Measured on what a lead stores: the rules, then the second
 * reader, whose first run on it caught 235 of 238 (the rules alone, first run: 227).
 */
const FULL_RECALL = 0.99
const DEV_RECALL = 0.99
const HELD_OUT_RECALL_FLOOR = 235 / 238
const OVER_TRIAGE = 0.15

describe('the triage case set', () => {
  // The held-out set's cases are never printed (its misses would teach whoever reads them its wording): only its totals.
  it('holds its gates: full-set recall at least 99% and over-triage at most 15%, dev recall at least 99%, held-out recall no lower than first measured', () => {
    const full = [...dev, ...(heldout ?? [])]
    expect(full.length).toBeGreaterThan(0)
    const f = evaluate(full)
    const d = evaluate(dev)
    const lines = [
      ...block('full', full),
      ...(heldout ? block('held-out', heldout) : ['held-out: cases/heldout.jsonl is not in this checkout']),
      ...block('dev', dev),
      // The rules alone, beside: what the second reader adds is the difference.
      ...block('rules only: full', full, 'rules'),
      ...(heldout ? block('rules only: held-out', heldout, 'rules') : []),
      ...block('rules only: dev', dev, 'rules'),
      `dev misses (${d.misses.length}):`,
      ...d.misses.map((m) => `  ${m.expected} -> ${m.got}  ${m.id}: ${m.text}  [${m.rules.join(', ')}]`),
    ]
    console.log(lines.join('\n'))
    expect(f.recall).toBeGreaterThanOrEqual(FULL_RECALL)
    expect(f.overTriage).toBeLessThanOrEqual(OVER_TRIAGE)
    expect(d.recall).toBeGreaterThanOrEqual(DEV_RECALL)
    expect(heldout, 'cases/heldout.jsonl').not.toBeNull()
    const h = evaluate(heldout!)
    expect(h.recall).toBeGreaterThanOrEqual(HELD_OUT_RECALL_FLOOR)
    expect(h.overTriage).toBeLessThanOrEqual(OVER_TRIAGE)
  }, 180_000)
})
